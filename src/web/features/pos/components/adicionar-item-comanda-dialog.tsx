import { CheckIcon, Loader2Icon, PlusIcon } from "lucide-react";
import { type FormEvent, useDeferredValue, useMemo, useState } from "react";
import { toCentavos } from "@/shared/money";
import { MAX_OBSERVACAO_ITEM } from "@/shared/pos/constantes";
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
import { SearchInput } from "@/web/components/ui/search-input";
import { ApiError } from "@/web/lib/api";
import { buscarProdutos, indexarProdutos } from "@/web/lib/busca-produtos";
import { cn } from "@/web/lib/cn";
import { formatarCentavos, formatarDinheiro, formatarInteiro } from "@/web/lib/format";

import { useAdicionarItensComanda } from "../api/adicionar-itens-comanda";
import { useChaveDoPedido } from "../hooks/use-chave-do-pedido";
import type { ProdutoPdv } from "../lib/produto-pdv";
import { erroQuantidade } from "../lib/quantidade";
import { toast } from "../lib/toast";
import { QuantidadeStepper } from "./quantidade-stepper";

const MAX_OPCOES = 50;

/**
 * "Adicionar Item à Comanda" (§2.2, §5): product search, a quantity from 1 to the on-screen stock and an
 * optional note ("sem gelo"), sent as an order of one line.
 */
export function AdicionarItemComandaDialog({
  comandaId,
  numeroComanda,
  produtos,
  open,
  onOpenChange,
}: {
  comandaId: string;
  numeroComanda: string;
  produtos: readonly ProdutoPdv[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-lg flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b px-5 pt-5 pb-4">
          <DialogTitle>Adicionar Item à Comanda</DialogTitle>
          <DialogDescription>Comanda {numeroComanda}</DialogDescription>
        </DialogHeader>
        {open ? (
          <Formulario comandaId={comandaId} produtos={produtos} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Formulario({
  comandaId,
  produtos,
  onDone,
}: {
  comandaId: string;
  produtos: readonly ProdutoPdv[];
  onDone: () => void;
}) {
  const adicionar = useAdicionarItensComanda();
  const [busca, setBusca] = useState("");
  const [produtoId, setProdutoId] = useState<string | null>(null);
  const [quantidade, setQuantidade] = useState("1");
  const [observacoes, setObservacoes] = useState("");
  const [tentou, setTentou] = useState(false);

  const indice = useMemo(() => indexarProdutos(produtos), [produtos]);
  const buscaAdiada = useDeferredValue(busca);
  const opcoes = useMemo(
    () => buscarProdutos(indice, buscaAdiada, { limite: MAX_OPCOES }).produtos,
    [indice, buscaAdiada],
  );
  const produto = produtos.find((p) => p.id === produtoId) ?? null;
  const erro = produto ? erroQuantidade(quantidade, produto.estoque_atual) : "Selecione um produto";
  const { chave, renovar } = useChaveDoPedido(JSON.stringify([produtoId, quantidade, observacoes]));

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    setTentou(true);
    if (!produto || erro) return;
    const q = Number(quantidade);
    adicionar.mutate(
      {
        id: comandaId,
        pedido: {
          itens: [{ produto_id: produto.id, quantidade: q, observacoes }],
          chave_idempotencia: chave,
        },
      },
      {
        onSuccess: () => {
          renovar();
          toast.success("Item adicionado", { description: `${q}× ${produto.nome}` });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          const doServidor = error instanceof ApiError && error.status >= 400 && error.status < 500;
          toast.error("Erro ao adicionar item à comanda", {
            description: doServidor ? error.message : undefined,
          });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={enviar}
      aria-label="Adicionar Item à Comanda"
      className="flex min-h-0 flex-col"
    >
      <div className="grid min-h-0 gap-4 overflow-y-auto px-5 py-4">
        <SearchInput
          value={busca}
          onValueChange={setBusca}
          placeholder="Buscar produto..."
          aria-label="Buscar produto"
          className="[&_input]:h-11"
        />
        <div
          role="listbox"
          aria-label="Produtos"
          className="max-h-64 divide-y overflow-y-auto rounded-lg border"
        >
          {opcoes.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-muted-foreground">Nenhum produto encontrado</p>
          ) : (
            opcoes.map((p) => {
              const selecionado = p.id === produtoId;
              const semEstoque = p.estoque_atual <= 0;
              return (
                <button
                  key={p.id}
                  type="button"
                  role="option"
                  aria-selected={selecionado}
                  aria-disabled={semEstoque}
                  onClick={() => {
                    if (semEstoque) return;
                    setProdutoId(p.id);
                    setQuantidade("1");
                  }}
                  className={cn(
                    "flex w-full items-center gap-3 px-3 py-2.5 text-left text-sm transition-colors",
                    selecionado ? "bg-primary/12" : "hover:bg-accent/60",
                    semEstoque && "cursor-not-allowed opacity-50",
                  )}
                >
                  <CheckIcon
                    className={cn("size-4 shrink-0 text-primary", selecionado ? "opacity-100" : "opacity-0")}
                    aria-hidden
                  />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{p.nome}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {semEstoque ? "Sem estoque" : `Estoque: ${formatarInteiro(p.estoque_atual)}`}
                    </span>
                  </span>
                  <span className="shrink-0 font-semibold tabular-nums">
                    {formatarDinheiro(p.preco_venda)}
                  </span>
                </button>
              );
            })
          )}
        </div>
        {produto ? (
          <FormField
            label={`Quantidade de ${produto.nome}`}
            error={tentou ? (erro ?? undefined) : undefined}
            hint={`Até ${formatarInteiro(produto.estoque_atual)} (estoque atual)`}
          >
            {(f) => (
              <QuantidadeStepper
                {...f}
                value={quantidade}
                onChange={setQuantidade}
                max={produto.estoque_atual}
              />
            )}
          </FormField>
        ) : tentou ? (
          <p className="text-sm text-destructive">Selecione um produto</p>
        ) : null}
        <FormField label="Observação (opcional)" hint="Ex.: sem gelo">
          {(f) => (
            <Input
              {...f}
              value={observacoes}
              onChange={(e) => setObservacoes(e.target.value)}
              maxLength={MAX_OBSERVACAO_ITEM}
              className="h-11"
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-3 border-t bg-popover px-5 py-4 sm:flex sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground empty:hidden">
          {produto && !erro ? (
            <>
              Total:{" "}
              <strong className="text-base text-foreground tabular-nums">
                {formatarCentavos(Number(quantidade) * toCentavos(produto.preco_venda))}
              </strong>
            </>
          ) : null}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <Button type="button" variant="outline" size="lg" onClick={onDone}>
            Cancelar
          </Button>
          <Button type="submit" size="lg" disabled={adicionar.isPending}>
            {adicionar.isPending ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <PlusIcon aria-hidden />
            )}
            Adicionar
          </Button>
        </div>
      </div>
    </form>
  );
}
