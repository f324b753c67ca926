import { BarcodeIcon, PencilIcon, Trash2Icon, TriangleAlertIcon } from "lucide-react";
import type { ReactNode } from "react";
import { ROTULO_STATUS_ESTOQUE, statusEstoque } from "@/shared/catalog/estoque-status";
import type { Produto } from "@/shared/catalog/schemas";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { formatarData, formatarDataHora, formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import { useProduto } from "../api/obter-produto";
import { margemPercentual } from "../lib/formatar";
import { EstoqueBadge } from "./estoque-badge";
import { descricaoCurta } from "./produtos-tabela";
import { explicacaoVendidoSemEstoque } from "./vendido-sem-estoque-badge";

interface AcoesDetalhes {
  /** Absent for a role that does not edit products: the buttons are not offered. */
  onEditar?: (produto: Produto) => void;
  onExcluir?: (produto: Produto) => void;
  /** Purchase price and margin are shown (the role sees costs and the server sent them). */
  verCusto: boolean;
}

/** "Visualizar": everything about one product, refreshed from the server while open. */
export function ProdutoDetalhesDialog({
  produto: inicial,
  onOpenChange,
  ...acoes
}: AcoesDetalhes & {
  produto: Produto | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { data } = useProduto(inicial?.id, inicial ?? undefined);
  const produto = data ?? inicial;
  return (
    <Dialog open={inicial !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        {produto ? <Detalhes produto={produto} {...acoes} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Detalhes({ produto, onEditar, onExcluir, verCusto }: AcoesDetalhes & { produto: Produto }) {
  const custo = verCusto ? (produto.preco_compra ?? null) : null;
  const margem = custo === null ? null : margemPercentual(custo, produto.preco_venda);
  const status = statusEstoque(produto);
  return (
    <>
      <DialogHeader className="pr-6">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-xs font-medium tracking-wide text-primary uppercase">
            {produto.categoria}
          </span>
          <EstoqueBadge produto={produto} />
        </div>
        <DialogTitle className="text-xl leading-tight">{produto.nome}</DialogTitle>
        <DialogDescription>{descricaoCurta(produto) || "Sem marca e volume"}</DialogDescription>
      </DialogHeader>

      <div className="flex gap-4">
        {produto.imagem_url ? (
          <img
            src={produto.imagem_url}
            alt=""
            referrerPolicy="no-referrer"
            className="size-20 shrink-0 rounded-lg border bg-muted object-cover"
          />
        ) : null}
        <dl className="grid flex-1 grid-cols-2 gap-3 sm:grid-cols-3">
          <Numero rotulo="Preço de venda" valor={formatarDinheiro(produto.preco_venda)} destaque />
          {custo === null ? null : (
            <>
              <Numero rotulo="Preço de compra" valor={formatarDinheiro(custo)} />
              <Numero rotulo="Margem" valor={margem === null ? "—" : `${margem.toLocaleString("pt-BR")}%`} />
            </>
          )}
          <Numero rotulo="Estoque atual" valor={`${formatarInteiro(produto.estoque_atual)} un.`} destaque />
          <Numero rotulo="Estoque mínimo" valor={`${formatarInteiro(produto.estoque_minimo)} un.`} />
          <Numero rotulo="Situação" valor={ROTULO_STATUS_ESTOQUE[status]} />
        </dl>
      </div>

      {produto.vendido_sem_estoque > 0 ? (
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 p-3 text-sm"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <span>
            <strong className="font-semibold">Vendido sem estoque.</strong>{" "}
            {explicacaoVendidoSemEstoque(produto.vendido_sem_estoque)}
          </span>
        </p>
      ) : null}

      <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-card/50 p-4 text-sm sm:grid-cols-2">
        <Linha rotulo="Código de barras">
          {produto.codigo_barras ? (
            <span className="inline-flex items-center gap-1.5 font-mono">
              <BarcodeIcon className="size-4 text-muted-foreground" aria-hidden />
              {produto.codigo_barras}
            </span>
          ) : (
            "—"
          )}
        </Linha>
        <Linha rotulo="Fornecedor">{produto.fornecedor ?? "—"}</Linha>
        <Linha rotulo="Validade">
          {produto.data_validade ? formatarData(`${produto.data_validade}T12:00:00Z`) : "—"}
        </Linha>
        <Linha rotulo="Atualizado em">{formatarDataHora(produto.updated_at)}</Linha>
        {produto.descricao ? (
          <Linha rotulo="Descrição" className="sm:col-span-2">
            <span className="whitespace-pre-line">{produto.descricao}</span>
          </Linha>
        ) : null}
      </dl>

      {onEditar && onExcluir ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button
            variant="ghost"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            onClick={() => onExcluir(produto)}
          >
            <Trash2Icon aria-hidden /> Excluir
          </Button>
          <Button onClick={() => onEditar(produto)}>
            <PencilIcon aria-hidden /> Editar
          </Button>
        </div>
      ) : null}
    </>
  );
}

function Numero({ rotulo, valor, destaque }: { rotulo: string; valor: string; destaque?: boolean }) {
  return (
    <div className="rounded-lg border bg-card/50 px-3 py-2">
      <dt className="text-xs text-muted-foreground">{rotulo}</dt>
      <dd className={destaque ? "text-base font-semibold tabular-nums" : "text-sm tabular-nums"}>{valor}</dd>
    </div>
  );
}

function Linha({ rotulo, children, className }: { rotulo: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-xs text-muted-foreground">{rotulo}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}
