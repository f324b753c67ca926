import { MAX_CENTAVOS } from "@/shared/fields";
import { fromCentavos, toCentavos } from "@/shared/money";
import {
  MENSAGEM_ESTOQUE_INSUFICIENTE,
  type Movimentacao,
  MovimentacaoInput,
  type MovimentacaoRegistrada,
  type MovimentacoesFiltro,
  type ResumoMovimentacoes,
} from "@/shared/stock/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { isNumericOverflow } from "../../lib/db-errors";
import { DomainError, EntradaInvalida, NaoEncontrado } from "../../lib/errors";
import { parseInput } from "../../lib/validation";
import * as q from "./stock.queries";

/** The spec's history limit (§9). */
export const LIMITE_HISTORICO = 50;

export class EstoqueInsuficiente extends DomainError {
  readonly code = "EstoqueInsuficiente";
  readonly status = 409;
  constructor(message = MENSAGEM_ESTOQUE_INSUFICIENTE) {
    super(message);
  }
}

function toMovimentacao(row: q.MovimentacaoRow): Movimentacao {
  return { ...row, data_movimentacao: row.data_movimentacao.toISOString() };
}

/**
 * Registers an entry or exit: the stock change and the movement row in one transaction, or nothing.
 * The stock statement runs first; it also hands back the prices the unit price defaults to, so the
 * product is read and written in one step.
 */
export async function registrarMovimentacao(
  db: Database,
  { usuarioId, input, now = new Date() }: { usuarioId: string; input: unknown; now?: Date },
): Promise<MovimentacaoRegistrada> {
  const dados = parseInput(MovimentacaoInput, input);
  try {
    return await db.transaction(async (tx) => {
      const produto = await q.aplicarMovimentoEstoque(tx, {
        usuarioId,
        produtoId: dados.produto_id,
        tipo: dados.tipo,
        quantidade: dados.quantidade,
        now,
      });
      if (!produto) {
        const existe = await q.produtoAtivoExiste(tx, { usuarioId, produtoId: dados.produto_id });
        throw existe ? new EstoqueInsuficiente() : new NaoEncontrado("Produto não encontrado");
      }

      const precoUnitario =
        dados.preco_unitario ?? (dados.tipo === "entrada" ? produto.preco_compra : produto.preco_venda);
      // BigInt: 2 billion units × a 12-digit price does not fit a double exactly.
      const total = BigInt(dados.quantidade) * BigInt(toCentavos(precoUnitario));
      if (total > BigInt(MAX_CENTAVOS)) {
        throw new EntradaInvalida({ quantidade: "Valor total da movimentação muito alto" });
      }

      const row = await q.inserirMovimentacao(tx, {
        usuario_id: usuarioId,
        produto_id: dados.produto_id,
        tipo: dados.tipo,
        motivo: dados.motivo,
        quantidade: dados.quantidade,
        preco_unitario: fromCentavos(toCentavos(precoUnitario)),
        valor_total: fromCentavos(Number(total)),
        responsavel: dados.responsavel,
        fornecedor: dados.fornecedor,
        observacao: dados.observacao,
        status: "concluida",
        data_movimentacao: now,
        created_at: now,
      });
      return {
        movimentacao: toMovimentacao({
          id: row.id,
          produto_id: row.produto_id,
          tipo: row.tipo,
          motivo: row.motivo,
          quantidade: row.quantidade,
          preco_unitario: row.preco_unitario,
          valor_total: row.valor_total,
          responsavel: row.responsavel,
          fornecedor: row.fornecedor,
          observacao: row.observacao,
          status: row.status,
          data_movimentacao: row.data_movimentacao,
          produto: {
            nome: produto.nome,
            marca: produto.marca,
            categoria: produto.categoria,
            ativo: produto.ativo,
          },
        }),
        estoque_atual: produto.estoque_atual,
      };
    });
  } catch (error) {
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
