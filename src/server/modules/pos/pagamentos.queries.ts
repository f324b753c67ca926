import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { EstoqueAtualizado } from "@/shared/catalog/schemas";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import type { Pagamento } from "@/shared/pos/pagamentos";
import type { DbOrTx } from "../../db/client";
import { pagamentos } from "../../db/schema";
import type { Autor } from "../../lib/session";
import { anotarTransacao, TRANSACAO_ATUAL } from "../../lib/transacoes-da-requisicao";

const colunas = {
  id: pagamentos.id,
  venda_id: pagamentos.venda_id,
  comanda_id: pagamentos.comanda_id,
  forma_pagamento: pagamentos.forma_pagamento,
  valor: pagamentos.valor,
  valor_recebido: pagamentos.valor_recebido,
  troco: pagamentos.troco,
  registrado_por: pagamentos.registrado_por,
  created_at: pagamentos.created_at,
};

type PagamentoRow = Awaited<ReturnType<typeof listar>>[number];

function listar(db: DbOrTx, usuarioId: string, origem: "venda" | "comanda", ids: string[]) {
  const coluna = origem === "venda" ? pagamentos.venda_id : pagamentos.comanda_id;
  return db
    .select(colunas)
    .from(pagamentos)
    .where(and(eq(pagamentos.usuario_id, usuarioId), inArray(coluna, ids)))
    .orderBy(asc(coluna), asc(pagamentos.ordem), asc(pagamentos.created_at), asc(pagamentos.id));
}

const toPagamento = ({ venda_id: _, comanda_id: __, ...row }: PagamentoRow): Pagamento => ({
  ...row,
  forma_pagamento: row.forma_pagamento as FormaPagamento,
  created_at: row.created_at.toISOString(),
});

/** The payments of some sales or tabs, in the order they were made, by sale or tab id. */
export async function pagamentosPorOrigem(
  db: DbOrTx,
  { usuarioId, origem, ids }: { usuarioId: string; origem: "venda" | "comanda"; ids: string[] },
): Promise<Map<string, Pagamento[]>> {
  const porOrigem = new Map<string, Pagamento[]>();
  if (ids.length === 0) return porOrigem;
  for (const row of await listar(db, usuarioId, origem, ids)) {
    const id = (origem === "venda" ? row.venda_id : row.comanda_id)!;
    porOrigem.set(id, [...(porOrigem.get(id) ?? []), toPagamento(row)]);
  }
  return porOrigem;
}

/** A tab's payments so far: their sum (numeric text), how many, and their methods in order. */
export async function resumoPagamentosComanda(
  db: DbOrTx,
  { usuarioId, comandaId }: { usuarioId: string; comandaId: string },
) {
  const [row] = await db
    .select({
      pago: sql<string>`coalesce(sum(${pagamentos.valor}), 0)::text`,
      quantos: sql<number>`count(*)::int`,
      formas: sql<
        string | null
      >`string_agg(${pagamentos.forma_pagamento}, ',' order by ${pagamentos.ordem}, ${pagamentos.created_at})`,
    })
    .from(pagamentos)
    .where(and(eq(pagamentos.usuario_id, usuarioId), eq(pagamentos.comanda_id, comandaId)));
  const formas = (row!.formas?.split(",") ?? []) as FormaPagamento[];
  return { pago: row!.pago, quantos: row!.quantos, formas };
}

/** A merged tab's payments go with its lines to the tab that took them (decisions 138, 152). */
export async function levarPagamentos(
  db: DbOrTx,
  { usuarioId, de, para }: { usuarioId: string; de: string; para: string },
) {
  await db
    .update(pagamentos)
    .set({ comanda_id: para })
    .where(and(eq(pagamentos.usuario_id, usuarioId), eq(pagamentos.comanda_id, de)));
}

/**
 * A tab's payment, and its close when it completes the bill, in ONE statement (decision 148):
 * `balcao_concluir_fechamento` (migration 0022_venda_e_fechamento_em_uma_ida). `pagamento.valor` null
 * is "Fechar Comanda" (pay what is left, `chave` is the close's key). Refuses with a BL SQLSTATE having
 * written nothing (the services map them).
 */
export async function concluirFechamento(
  db: DbOrTx,
  v: {
    usuarioId: string;
    autor: Autor;
    comandaId: string;
    versao: number | null;
    desconto: string | null;
    pagamento: { forma_pagamento: string; valor: string | null; valor_recebido: string | null };
    terminal: string;
    chave: string;
    hash: string | null;
    now: Date;
  },
): Promise<{ repetida: true } | { fechada: boolean; estoque: EstoqueAtualizado[] }> {
  const { rows } = await db.execute<{
    resultado: { repetida: true } | { fechada: boolean; estoque: EstoqueAtualizado[] };
    tx: string | null;
  }>(sql`select balcao_concluir_fechamento(${v.usuarioId}::text, ${v.autor.id}::text, ${v.autor.nome}::text,
    ${v.comandaId}::uuid, ${v.versao}::integer, ${v.desconto}::numeric, ${JSON.stringify(v.pagamento)}::jsonb,
    ${v.terminal}::text, ${v.chave}::text, ${v.hash}::text, ${v.now.toISOString()}::timestamptz) as resultado,
    ${TRANSACAO_ATUAL} as tx`);
  anotarTransacao(rows[0]!.tx);
  return rows[0]!.resultado;
}

/**
 * Closes a paid tab whose lock the caller's transaction holds, in one statement
 * (`balcao_fechar_comanda_paga`): stock, fechada, summaries, table, exits, alerts and notices. Answers
 * its products' stock now.
 */
export async function fecharComandaPaga(
  db: DbOrTx,
  v: { usuarioId: string; autor: Autor; comandaId: string; chave: string | null; now: Date },
): Promise<EstoqueAtualizado[]> {
  const { rows } = await db.execute<{
    estoque: EstoqueAtualizado[];
    tx: string | null;
  }>(sql`select balcao_fechar_comanda_paga(
    ${v.usuarioId}::text, ${v.autor.id}::text, ${v.autor.nome}::text, ${v.comandaId}::uuid, ${v.chave}::text,
    ${v.now.toISOString()}::timestamptz) as estoque, ${TRANSACAO_ATUAL} as tx`);
  anotarTransacao(rows[0]!.tx);
  return rows[0]!.estoque;
}
