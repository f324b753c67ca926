import { fromCentavos, toCentavos } from "@/shared/money";
import type {
  Movimentacao,
  MovimentacaoDados,
  MovimentacaoRegistrada,
  MovimentacoesFiltro,
  ResumoMovimentacoes,
} from "@/shared/stock/schemas";
import type { Database, DbOrTx } from "../../db/client";
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
