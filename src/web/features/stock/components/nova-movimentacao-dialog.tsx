import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowDownLeftIcon, ArrowUpRightIcon, Loader2Icon, TriangleAlertIcon } from "lucide-react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { lerCentavos } from "@/shared/fields";
import { MOTIVOS, MovimentacaoInput, ROTULO_MOTIVO, type TipoMovimentacao } from "@/shared/stock/schemas";
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
import { Tabs, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { Textarea } from "@/web/components/ui/textarea";
import { ApiError } from "@/web/lib/api";
import { formatarCentavos, formatarDinheiroParaCampo, formatarInteiro } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";

import { useRegistrarMovimentacao } from "../api/registrar-movimentacao";
import type { ProdutoMovimentavel } from "../lib/produto-movimentavel";
import { ProdutoPicker } from "./produto-picker";

type Campo = keyof MovimentacaoInput;
const CAMPOS: Campo[] = [
  "tipo",
  "produto_id",
  "motivo",
  "quantidade",
  "preco_unitario",
  "fornecedor",
  "observacao",
];
const isCampo = (nome: string): nome is Campo => (CAMPOS as string[]).includes(nome);

// The inputs' text goes through the schema the route uses.
const resolver = zodResolver(MovimentacaoInput);

/** The unit price a movement starts with (§5): purchase price for an entry, sale price for an exit. */
function precoPadrao(produto: ProdutoMovimentavel | undefined, tipo: TipoMovimentacao): string {
  if (!produto) return "";
  const preco = tipo === "entrada" ? produto.preco_compra : produto.preco_venda;
  return preco === null ? "" : formatarDinheiroParaCampo(preco);
}

/** "Nova Movimentação" (§2.5): Entrada and Saída tabs over one form. */
export function NovaMovimentacaoDialog({
  open,
  onOpenChange,
  produtos,
  carregandoProdutos,
  responsavel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  produtos: ProdutoMovimentavel[];
  carregandoProdutos?: boolean;
  /** The signed-in person's name: the server records them as responsible, nobody types it. */
  responsavel?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-lg flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="px-6 pt-6 pb-4">
          <DialogTitle>Nova Movimentação</DialogTitle>
          <DialogDescription>Registre a chegada ou a saída de mercadoria do estoque.</DialogDescription>
        </DialogHeader>
        {open ? (
          <MovimentacaoForm
            produtos={produtos}
            carregandoProdutos={carregandoProdutos}
            responsavel={responsavel}
            onDone={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function MovimentacaoForm({
  produtos,
  carregandoProdutos,
  responsavel,
  onDone,
}: {
  produtos: ProdutoMovimentavel[];
  carregandoProdutos?: boolean;
  responsavel?: string;
  onDone: () => void;
}) {
  const registrar = useRegistrarMovimentacao();
  const form = useForm({
    resolver,
    defaultValues: {
      tipo: "entrada",
      produto_id: "",
      motivo: "",
      quantidade: "",
      preco_unitario: "",
      fornecedor: "",
      observacao: "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const valores = useWatch({ control: form.control });
  const tipo = valores.tipo ?? "entrada";
  const produto = produtos.find((p) => p.id === valores.produto_id);

  const mudarTipo = (novo: TipoMovimentacao) => {
    form.setValue("tipo", novo);
    // Reasons differ per type; the price default too.
    if (!(MOTIVOS[novo] as readonly string[]).includes(form.getValues("motivo"))) form.setValue("motivo", "");
    form.setValue("preco_unitario", precoPadrao(produto, novo));
    form.clearErrors();
  };
  const mudarProduto = (id: string) => {
    form.setValue("produto_id", id, { shouldValidate: form.formState.isSubmitted });
    form.setValue(
      "preco_unitario",
      precoPadrao(
        produtos.find((p) => p.id === id),
        tipo,
      ),
    );
  };

  const textoQuantidade = String(valores.quantidade ?? "").trim();
  const preenchido = Boolean(valores.produto_id && textoQuantidade && valores.motivo);
  const quantidade = /^\d+$/.test(textoQuantidade) ? Number(textoQuantidade) : null;
  const precoCentavos = lerCentavos(valores.preco_unitario || "0");
  const total =
    quantidade !== null && precoCentavos !== null && precoCentavos >= 0 ? quantidade * precoCentavos : null;
  const excedeEstoque =
    tipo === "saida" && produto && quantidade !== null && quantidade > produto.estoque_atual;

  const onSubmit = form.handleSubmit(async (dados) => {
    try {
      const { estoque_atual, movimentacao } = await registrar.mutateAsync(dados);
      toast.success(
        dados.tipo === "entrada" ? "Entrada registrada com sucesso!" : "Saída registrada com sucesso!",
        {
          description: `${movimentacao.produto.nome}: estoque agora em ${formatarInteiro(estoque_atual)} un.`,
        },
      );
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toast.error("Erro ao registrar movimentação");
        return;
      }
      if (error.status === 401) return;
      let primeiro = true;
      for (const [campo, message] of Object.entries(error.campos)) {
        if (!isCampo(campo)) continue;
        form.setError(campo, { message }, { shouldFocus: primeiro });
        primeiro = false;
      }
      // "Estoque insuficiente para esta operação" (409), a field message (400), a product gone (404).
      toast.error([400, 404, 409].includes(error.status) ? error.message : "Erro ao registrar movimentação");
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Nova Movimentação"
      className="flex min-h-0 flex-1 flex-col"
    >
      <div className="grid min-h-0 flex-1 grid-cols-1 content-start gap-4 overflow-y-auto px-6 pb-5">
        <Tabs value={tipo} onValueChange={(v) => mudarTipo(v as TipoMovimentacao)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="entrada" className="data-[state=active]:text-success">
              <ArrowDownLeftIcon aria-hidden /> Entrada
            </TabsTrigger>
            <TabsTrigger value="saida" className="data-[state=active]:text-destructive">
              <ArrowUpRightIcon aria-hidden /> Saída
            </TabsTrigger>
          </TabsList>
        </Tabs>

        <FormField label="Produto" error={errors.produto_id?.message}>
          {(f) => (
            <Controller
              control={form.control}
              name="produto_id"
              render={({ field }) => (
                <ProdutoPicker
                  {...f}
                  produtos={produtos}
                  value={field.value}
                  onChange={mudarProduto}
                  onBlur={field.onBlur}
                  carregando={carregandoProdutos}
                />
              )}
            />
          )}
        </FormField>

        <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">
          <FormField label="Motivo" error={errors.motivo?.message}>
            {(f) => (
              <Controller
                control={form.control}
                name="motivo"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger {...f} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue placeholder="Selecione o motivo" />
                    </SelectTrigger>
                    <SelectContent>
                      {MOTIVOS[tipo].map((m) => (
                        <SelectItem key={m} value={m}>
                          {ROTULO_MOTIVO[m]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            )}
          </FormField>
          <FormField
            label="Quantidade"
            error={errors.quantidade?.message}
            hint={
              excedeEstoque ? (
                <span className="inline-flex items-center gap-1 text-warning">
                  <TriangleAlertIcon className="size-3.5" aria-hidden /> Maior que o estoque atual (
                  {formatarInteiro(produto.estoque_atual)} un.)
                </span>
              ) : produto ? (
                `Estoque atual: ${formatarInteiro(produto.estoque_atual)} un.`
              ) : undefined
            }
          >
            {(f) => (
              <Input
                {...f}
                {...form.register("quantidade")}
                inputMode="numeric"
                placeholder="0"
                autoComplete="off"
              />
            )}
          </FormField>
        </div>

        <FormField
          label="Preço unitário"
          error={errors.preco_unitario?.message}
          hint={
            total !== null && quantidade
              ? `Valor total: ${formatarCentavos(total)}`
              : tipo === "entrada"
                ? "Começa com o preço de compra do produto"
                : "Começa com o preço de venda do produto"
          }
        >
          {(f) => (
            <div className="relative">
              <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
                R$
              </span>
              <Input
                {...f}
                {...form.register("preco_unitario")}
                inputMode="decimal"
                placeholder="0,00"
                autoComplete="off"
                className="pl-10 tabular-nums"
              />
            </div>
          )}
        </FormField>

        {tipo === "entrada" ? (
          <FormField label="Fornecedor" error={errors.fornecedor?.message}>
            {(f) => <Input {...f} {...form.register("fornecedor")} maxLength={255} placeholder="Opcional" />}
          </FormField>
        ) : null}

        <FormField label="Responsável" hint="Quem está conectado registra a movimentação.">
          {(f) => <Input {...f} value={responsavel ?? ""} readOnly className="bg-muted" />}
        </FormField>

        <FormField label="Observação" error={errors.observacao?.message}>
          {(f) => (
            <Textarea
              {...f}
              {...form.register("observacao")}
              maxLength={1000}
              rows={2}
              placeholder="Opcional"
            />
          )}
        </FormField>
      </div>
      <div className="grid grid-cols-2 gap-2 border-t px-6 py-4 sm:flex sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={!preenchido || isSubmitting}>
          {isSubmitting ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
          {tipo === "entrada" ? "Registrar Entrada" : "Registrar Saída"}
        </Button>
      </div>
    </form>
  );
}
