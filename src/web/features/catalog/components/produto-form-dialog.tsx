import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import { Controller, type DefaultValues, useForm, useWatch } from "react-hook-form";
import { CATEGORIAS } from "@/shared/catalog/categorias";
import {
  MENSAGEM_ESTOQUE_SO_POR_MOVIMENTACAO,
  type Produto,
  type ProdutoDados,
  ProdutoInput,
} from "@/shared/catalog/schemas";
import { lerCentavos } from "@/shared/fields";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { FormField } from "@/web/components/ui/form-field";
import { Input } from "@/web/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError } from "@/web/lib/api";
import { formatarDinheiroParaCampo, formatarInteiro } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";
import { useCriarProduto } from "../api/criar-produto";
import { useEditarProduto } from "../api/editar-produto";
import { CampoObrigatorio, CampoPreco, SecaoFormulario } from "./produto-form-partes";

/**
 * The form holds the shared schema's input (text as typed, "12,50"); the same schema the route uses parses
 * and normalises it. A new product has no category until one is chosen.
 */
function valoresIniciais(produto?: Produto): DefaultValues<ProdutoInput> {
  return {
    nome: produto?.nome ?? "",
    marca: produto?.marca ?? "",
    volume: produto?.volume ?? "",
    categoria: produto?.categoria,
    preco_compra: produto?.preco_compra ? formatarDinheiroParaCampo(produto.preco_compra) : "",
    preco_venda: produto ? formatarDinheiroParaCampo(produto.preco_venda) : "",
    estoque_atual: produto ? String(produto.estoque_atual) : "",
    estoque_minimo: produto ? String(produto.estoque_minimo) : "10",
    codigo_barras: produto?.codigo_barras ?? "",
    fornecedor: produto?.fornecedor ?? "",
    descricao: produto?.descricao ?? "",
    imagem_url: produto?.imagem_url ?? "",
    data_validade: produto?.data_validade ?? "",
  };
}
type Campo = keyof ProdutoInput;
const CAMPOS = Object.keys(valoresIniciais()) as Campo[];
const isCampo = (nome: string): nome is Campo => (CAMPOS as string[]).includes(nome);
const resolver = zodResolver(ProdutoInput);

/** "Novo Produto" / "Editar Produto" (§2.4, §5). */
export function ProdutoFormDialog({
  open,
  onOpenChange,
  produto,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The product to edit; absent for a new one. */
  produto?: Produto;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-2xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b px-6 pt-6 pb-4">
          <DialogTitle>{produto ? "Editar Produto" : "Novo Produto"}</DialogTitle>
          <DialogDescription>
            {produto ? `Altere os dados de ${produto.nome}.` : "Cadastre um produto no seu estoque."}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ProdutoForm key={produto?.id ?? "novo"} produto={produto} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function ProdutoForm({ produto, onDone }: { produto?: Produto; onDone: () => void }) {
  const criar = useCriarProduto();
  const editar = useEditarProduto();
  const form = useForm<ProdutoInput, unknown, ProdutoDados>({
    resolver,
    defaultValues: valoresIniciais(produto),
  });
  const { errors, isSubmitting } = form.formState;
  const [precoCompra, precoVenda] = useWatch({
    control: form.control,
    name: ["preco_compra", "preco_venda"],
  });

  const onSubmit = form.handleSubmit(async (dados) => {
    try {
      if (produto) {
        // Editing never sends the current stock: only movements change it (decision 008).
        const { estoque_atual: _, ...semEstoque } = dados;
        await editar.mutateAsync({ id: produto.id, dados: semEstoque });
        toast.success("Produto atualizado com sucesso!");
      } else {
        await criar.mutateAsync(dados);
        toast.success("Produto criado com sucesso!");
      }
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error("Erro ao salvar produto. Tente novamente.");
        return;
      }
      if (error.status === 401) return; // the session ended: the app goes to /login
      let primeiro = true;
      for (const [campo, message] of Object.entries(error.campos)) {
        if (!isCampo(campo)) continue;
        form.setError(campo, { message }, { shouldFocus: primeiro });
        primeiro = false;
      }
      // A field message (400, a barcode in use 409, a product gone 404) says more than a generic one.
      const doServidor = [400, 404, 409].includes(error.status);
      toast.error(doServidor ? error.message : "Erro ao salvar produto. Tente novamente.");
    }
  });

  const margem = margemDoFormulario(precoCompra, precoVenda);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={produto ? "Editar Produto" : "Novo Produto"}
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="grid min-h-0 flex-1 grid-cols-1 content-start gap-6 overflow-y-auto px-6 py-5">
        <SecaoFormulario titulo="Informações do Produto">
          <FormField
            label={<CampoObrigatorio>Nome</CampoObrigatorio>}
            error={errors.nome?.message}
            className="sm:col-span-2"
          >
            {(f) => (
              <Input
                {...f}
                {...form.register("nome")}
                aria-required
                maxLength={255}
                placeholder="Ex.: Heineken Long Neck 330ml"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label={<CampoObrigatorio>Marca</CampoObrigatorio>} error={errors.marca?.message}>
            {(f) => (
              <Input
                {...f}
                {...form.register("marca")}
                aria-required
                maxLength={255}
                placeholder="Ex.: Heineken"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label={<CampoObrigatorio>Volume</CampoObrigatorio>} error={errors.volume?.message}>
            {(f) => (
              <Input
                {...f}
                {...form.register("volume")}
                aria-required
                maxLength={50}
                placeholder="Ex.: 330ml, 1L, 500g"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label={<CampoObrigatorio>Categoria</CampoObrigatorio>} error={errors.categoria?.message}>
            {(f) => (
              <Controller
                control={form.control}
                name="categoria"
                render={({ field }) => (
                  <Select value={field.value ?? ""} onValueChange={field.onChange}>
                    <SelectTrigger {...f} ref={field.ref} onBlur={field.onBlur} aria-required>
                      <SelectValue placeholder="Selecione a categoria" />
                    </SelectTrigger>
                    <SelectContent>
                      {CATEGORIAS.map((c) => (
                        <SelectItem key={c} value={c}>
                          {c}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField label="Código de barras" error={errors.codigo_barras?.message}>
            {(f) => (
              <Input
                {...f}
                {...form.register("codigo_barras")}
                maxLength={64}
                inputMode="numeric"
                placeholder="EAN-13, ex.: 7891234567890"
                autoComplete="off"
                className="font-mono"
              />
            )}
          </FormField>
        </SecaoFormulario>

        <SecaoFormulario titulo="Preços">
          <FormField
            label="Preço de compra"
            error={errors.preco_compra?.message}
            hint="Quanto você paga ao fornecedor"
          >
            {(f) => <CampoPreco {...f} {...form.register("preco_compra")} />}
          </FormField>
          <FormField
            label={<CampoObrigatorio>Preço de venda</CampoObrigatorio>}
            error={errors.preco_venda?.message}
            hint={
              margem === null
                ? "Quanto o cliente paga"
                : `Margem sobre a venda: ${margem.toLocaleString("pt-BR")}%`
            }
          >
            {(f) => <CampoPreco {...f} {...form.register("preco_venda")} aria-required />}
          </FormField>
        </SecaoFormulario>

        <SecaoFormulario titulo="Estoque">
          {produto ? (
            <div className="grid gap-2">
              <span className="text-sm font-medium leading-none">Estoque atual</span>
              <p
                className="flex h-10 items-center rounded-md border border-dashed bg-muted/40 px-3 text-sm font-semibold tabular-nums"
                aria-describedby="estoque-atual-dica"
              >
                {formatarInteiro(produto.estoque_atual)} un.
              </p>
              <p id="estoque-atual-dica" className="text-xs text-muted-foreground">
                {MENSAGEM_ESTOQUE_SO_POR_MOVIMENTACAO} Registre uma entrada ou saída para ajustar.
              </p>
            </div>
          ) : (
            <FormField
              label="Estoque atual"
              error={errors.estoque_atual?.message}
              hint="Quantas unidades você tem hoje"
            >
              {(f) => (
                <Input
                  {...f}
                  {...form.register("estoque_atual")}
                  inputMode="numeric"
                  placeholder="0"
                  autoComplete="off"
                />
              )}
            </FormField>
          )}
          <FormField
            label="Estoque mínimo"
            error={errors.estoque_minimo?.message}
            hint="Abaixo disso o produto fica em Baixo"
          >
            {(f) => (
              <Input
                {...f}
                {...form.register("estoque_minimo")}
                inputMode="numeric"
                placeholder="10"
                autoComplete="off"
              />
            )}
          </FormField>
        </SecaoFormulario>

        <SecaoFormulario titulo="Informações Opcionais">
          <FormField label="Fornecedor" error={errors.fornecedor?.message}>
            {(f) => (
              <Input
                {...f}
                {...form.register("fornecedor")}
                maxLength={255}
                placeholder="Ex.: Distribuidora Central"
              />
            )}
          </FormField>
          <FormField label="Data de validade" error={errors.data_validade?.message}>
            {(f) => <Input {...f} {...form.register("data_validade")} type="date" />}
          </FormField>
          <FormField label="URL da imagem" error={errors.imagem_url?.message} className="sm:col-span-2">
            {(f) => (
              <Input
                {...f}
                {...form.register("imagem_url")}
                type="url"
                inputMode="url"
                placeholder="https://..."
              />
            )}
          </FormField>
          <FormField label="Descrição" error={errors.descricao?.message} className="sm:col-span-2">
            {(f) => (
              <Textarea
                {...f}
                {...form.register("descricao")}
                maxLength={2000}
                rows={3}
                placeholder="Notas sobre o produto"
              />
            )}
          </FormField>
        </SecaoFormulario>
      </div>
      <div className="flex items-center justify-between gap-2 border-t bg-popover px-6 py-4">
        <p className="hidden text-xs text-muted-foreground sm:block">
          <span className="text-destructive">*</span> Campos obrigatórios
        </p>
        <div className="grid flex-1 grid-cols-2 gap-2 sm:flex sm:flex-none">
          <Button type="button" variant="outline" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            {produto ? "Salvar Alterações" : "Criar Produto"}
          </Button>
        </div>
      </div>
    </form>
  );
}

function margemDoFormulario(
  compra: ProdutoInput["preco_compra"],
  venda: ProdutoInput["preco_venda"],
): number | null {
  const c = lerCentavos(compra || "0");
  const v = venda == null ? null : lerCentavos(venda);
  if (c === null || v === null || v <= 0 || c < 0) return null;
  return Math.round(((v - c) / v) * 1000) / 10;
}
