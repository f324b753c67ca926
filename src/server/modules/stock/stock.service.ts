import { fromCentavos, toCentavos } from "@/shared/money";
import type {
  Movimentacao,
  MovimentacaoDados,
  MovimentacaoRegistrada,
  MovimentacoesFiltro,
  ResumoMovimentacoes,
} from "@/shared/stock/schemas";
import type { Database, DbOrTx, Transaction } from "../../db/client";
import { isNumericOverflow, pgErrorCode } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import type { Autor } from "../../lib/session";
import { produtoNaoEncontrado } from "../catalog/catalog.errors";
import { estoqueAtualizado } from "../catalog/catalog.service";
import { EstoqueInsuficiente } from "./stock.errors";
import * as q from "./stock.queries";

/** The spec's history limit (§9). */
export const LIMITE_HISTORICO = 50;

function toMovimentacao(row: q.MovimentacaoRow): Movimentacao {
  return { ...row, data_movimentacao: row.data_movimentacao.toISOString() };
}

/**
 * Registers an entry or exit: the stock change, the movement, the alerts and the live notice in ONE
 * statement (q.registrarMovimentacao), so the product's row lock is held for a single round trip. The
 * statement's refusals become the domain's errors; nothing is written then.
 */
export async function registrarMovimentacao(
  db: Database,
  {
    usuarioId,
    autor,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; dados: MovimentacaoDados; now?: Date },
): Promise<MovimentacaoRegistrada> {
  try {
    const row = await q.registrarMovimentacao(db, {
      usuarioId,
      produtoId: dados.produto_id,
      tipo: dados.tipo,
      motivo: dados.motivo,
      quantidade: dados.quantidade,
      precoUnitario: dados.preco_unitario ?? null,
      fornecedor: dados.fornecedor ?? null,
      observacao: dados.observacao ?? null,
      responsavel: autor,
      now,
    });
    return {
      movimentacao: {
        id: row.id,
        produto_id: row.produto_id,
        tipo: row.tipo,
        motivo: row.motivo,
        quantidade: row.quantidade,
        quantidade_sem_estoque: row.quantidade_sem_estoque,
        preco_unitario: row.preco_unitario,
        valor_total: row.valor_total,
        responsavel: row.responsavel,
        fornecedor: row.fornecedor,
        observacao: row.observacao,
        status: row.status,
        data_movimentacao: new Date(row.data_movimentacao).toISOString(),
        produto: {
          nome: row.produto_nome,
          marca: row.produto_marca,
          categoria: row.produto_categoria,
          ativo: row.produto_ativo,
        },
      },
      estoque_atual: row.estoque_atual,
      estoque: estoqueAtualizado([{ id: row.produto_id, estoque_atual: row.estoque_atual }]),
    };
  } catch (error) {
    const codigo = pgErrorCode(error);
    if (codigo === "BL404") throw produtoNaoEncontrado();
    if (codigo === "BL409") throw new EstoqueInsuficiente();
    if (codigo === "BL422")
      throw new EntradaInvalida({ quantidade: "Valor total da movimentação muito alto" });
    // An entry that would push the stock past PostgreSQL's integer.
    if (isNumericOverflow(error)) {
      throw new EntradaInvalida({ quantidade: "Quantidade muito alta para o estoque deste produto" });
    }
    throw error;
  }
}

export async function listarMovimentacoes(
  db: DbOrTx,
  { usuarioId, filtro }: { usuarioId: string; filtro: MovimentacoesFiltro },
): Promise<Movimentacao[]> {
  const rows = await q.listarMovimentacoes(db, {
    usuarioId,
    tipo: filtro.tipo,
    busca: filtro.busca || undefined,
    limite: LIMITE_HISTORICO,
  });
  return rows.map(toMovimentacao);
}

export async function obterResumoMovimentacoes(
  db: DbOrTx,
  { usuarioId }: { usuarioId: string },
): Promise<ResumoMovimentacoes> {
  const row = await q.obterResumoMovimentacoes(db, { usuarioId });
  return {
    ...row,
    investido: fromCentavos(toCentavos(row.investido)),
    receita: fromCentavos(toCentavos(row.receita)),
  };
}

/** What a sale or a closed tab took out of stock: one line per item, at the price it was sold for. */
export interface SaidaVendida {
  produtoId: string;
  quantidade: number;
  precoUnitario: string;
  valorTotal: string;
}

/**
 * Spreads each product's shortfall over its lines, last line first: a tab's later rounds are the ones
 * that found the shelf empty. A direct sale has one line per product, which takes it all.
 */
function semEstoquePorLinha(saidas: SaidaVendida[], semEstoque: ReadonlyMap<string, number>): number[] {
  const falta = new Map(semEstoque);
  const porLinha = saidas.map(() => 0);
  for (let i = saidas.length - 1; i >= 0; i--) {
    const { produtoId, quantidade } = saidas[i]!;
    const restante = falta.get(produtoId) ?? 0;
    porLinha[i] = Math.min(restante, quantidade);
    falta.set(produtoId, restante - porLinha[i]!);
  }
  return porLinha;
}

/**
 * The exit movements of a direct sale or a tab close (spec §4 sale flow), inside the caller's
 * transaction and after `baixarEstoqueVendido`: motivo venda, concluída, "Venda VEN…" or "Comanda CMD…",
 * linked to the sale or the tab they came from; with the low-stock alerts of the products sold and the
 * `movimentacao` live notice, all in one statement (q.inserirSaidasVendidas). `baixados` is
 * baixarEstoqueVendido's answer: `sem_estoque`, the units sold beyond the stock, recorded on the
 * movements (decision 013), and `no_minimo` for the alerts (decision 113).
 */
export async function registrarSaidasVendidas(
  tx: Transaction,
  {
    usuarioId,
    origem,
    responsavel,
    saidas,
    baixados,
    now,
  }: {
    usuarioId: string;
    origem: { vendaId: string; numero: string } | { comandaId: string; numero: string };
    responsavel: Autor;
    saidas: SaidaVendida[];
    baixados: readonly { id: string; sem_estoque: number; no_minimo: boolean }[];
    now: Date;
  },
): Promise<void> {
  if (saidas.length === 0) return;
  const semEstoque = new Map(baixados.map((p) => [p.id, Number(p.sem_estoque)]));
  const faltas = semEstoquePorLinha(saidas, semEstoque);
  await q.inserirSaidasVendidas(tx, {
    usuarioId,
    vinculo:
      "vendaId" in origem
        ? { vendaId: origem.vendaId, observacao: `Venda ${origem.numero}` }
        : { comandaId: origem.comandaId, observacao: `Comanda ${origem.numero}` },
    responsavel,
    linhas: saidas.map((saida, i) => ({
      produto_id: saida.produtoId,
      quantidade: saida.quantidade,
      quantidade_sem_estoque: faltas[i]!,
      preco_unitario: saida.precoUnitario,
      valor_total: saida.valorTotal,
    })),
    // A sale only lowers stock: only a product now at or below its minimum can open or raise an alert.
    noMinimo: baixados.filter((p) => p.no_minimo).map((p) => p.id),
    now,
  });
}
