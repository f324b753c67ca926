import { and, asc, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import type { DbOrTx } from "../../db/client";
import { caixaMovimentos, caixas, configuracoes, pagamentos } from "../../db/schema";

export type CaixaRow = typeof caixas.$inferSelect;

/** The till's lock key, the same text in TypeScript and SQL: 'balcao:caixa:<account>:<till>'. */
const chaveDoTerminal = (usuarioId: string, terminal: string) => `balcao:caixa:${usuarioId}:${terminal}`;

/**
 * The till's open caixa, for a payment's transaction (decision 161), in one statement: the till's lock
 * in shared mode, then the caixa's row FOR SHARE, both held to the commit; and whether the account
 * requires an open caixa. Payments share the locks; a close takes both exclusively (`travarCaixa`), so
 * it waits for the payments in flight, and the payments that come after wait for it and then find the
 * caixa closed (the row is re-read after the wait: no caixa). The till's lock is a fair queue: a payment
 * that arrives while a close waits queues behind it. The row lock alone is not (a share lock is granted
 * past a waiting FOR UPDATE), so a stream of sales could keep a close waiting forever. A SQL function of
 * the sale can take this statement over as it is.
 */
export async function travarCaixaDoTerminal(
  db: DbOrTx,
  { usuarioId, terminal }: { usuarioId: string; terminal: string },
): Promise<{ caixaId: string | null; exigir: boolean }> {
  const { rows } = await db.execute<{ id: string | null; exigir: boolean }>(sql`
    with vez as (select pg_advisory_xact_lock_shared(hashtextextended(${chaveDoTerminal(usuarioId, terminal)}, 0))),
    aberto as (
      select c.id from ${caixas} c cross join vez
      where c.usuario_id = ${usuarioId} and c.terminal = ${terminal} and c.status = 'aberto'
      for share of c
    )
    select (select id from aberto) as id,
      coalesce((select exigir_caixa_aberto from ${configuracoes} where usuario_id = ${usuarioId}), false) as exigir`);
  const row = rows[0]!;
  return { caixaId: row.id, exigir: row.exigir };
}

/**
 * The caixa's locks for its own changes — a close, a sangria or suprimento: its till's lock exclusively
 * (it waits for the payments in flight, and queues the next ones behind it), then its row FOR UPDATE.
 */
export async function travarCaixa(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  await db.execute(sql`
    select pg_advisory_xact_lock(hashtextextended('balcao:caixa:' || usuario_id || ':' || terminal, 0))
    from ${caixas} where usuario_id = ${usuarioId} and id = ${id}`);
  const [row] = await db
    .select()
    .from(caixas)
    .where(and(eq(caixas.usuario_id, usuarioId), eq(caixas.id, id)))
    .for("update");
  return row ?? null;
}

export async function obterCaixa(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const [row] = await db
    .select()
    .from(caixas)
    .where(and(eq(caixas.usuario_id, usuarioId), eq(caixas.id, id)));
  return row ?? null;
}

export function listarAbertos(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  return db
    .select()
    .from(caixas)
    .where(and(eq(caixas.usuario_id, usuarioId), eq(caixas.status, "aberto")))
    .orderBy(asc(caixas.terminal));
}

export function listarFechados(db: DbOrTx, { usuarioId, limite }: { usuarioId: string; limite: number }) {
  return db
    .select()
    .from(caixas)
    .where(and(eq(caixas.usuario_id, usuarioId), isNotNull(caixas.fechado_em)))
    .orderBy(desc(caixas.fechado_em))
    .limit(limite);
}

export async function caixaPorChaveAbertura(
  db: DbOrTx,
  { usuarioId, chave }: { usuarioId: string; chave: string },
) {
  const [row] = await db
    .select({ id: caixas.id, hash: caixas.hash_abertura })
    .from(caixas)
    .where(and(eq(caixas.usuario_id, usuarioId), eq(caixas.chave_abertura, chave)));
  return row ?? null;
}

/**
 * "Exigir caixa aberto para vender" starts on with the account's first caixa (decision 161): set when
 * the account has none yet, in the transaction that opens it. True when this turned it on.
 */
export async function exigirNoPrimeiroCaixa(
  db: DbOrTx,
  { usuarioId, now }: { usuarioId: string; now: Date },
): Promise<boolean> {
  const ligadas = await db
    .update(configuracoes)
    .set({ exigir_caixa_aberto: true, updated_at: now })
    .where(
      and(
        eq(configuracoes.usuario_id, usuarioId),
        eq(configuracoes.exigir_caixa_aberto, false),
        sql`not exists (select 1 from ${caixas} where ${caixas.usuario_id} = ${usuarioId})`,
      ),
    )
    .returning({ id: configuracoes.id });
  return ligadas.length > 0;
}

export async function inserirCaixa(db: DbOrTx, values: typeof caixas.$inferInsert) {
  const [row] = await db.insert(caixas).values(values).returning({ id: caixas.id });
  return row!;
}

export async function fecharCaixa(
  db: DbOrTx,
  { usuarioId, id, dados }: { usuarioId: string; id: string; dados: Partial<typeof caixas.$inferInsert> },
) {
  await db
    .update(caixas)
    .set({ ...dados, status: "fechado" })
    .where(and(eq(caixas.usuario_id, usuarioId), eq(caixas.id, id)));
}

export async function movimentoPorChave(
  db: DbOrTx,
  { usuarioId, chave }: { usuarioId: string; chave: string },
) {
  const [row] = await db
    .select({ caixa_id: caixaMovimentos.caixa_id, hash: caixaMovimentos.hash_requisicao })
    .from(caixaMovimentos)
    .where(and(eq(caixaMovimentos.usuario_id, usuarioId), eq(caixaMovimentos.chave_idempotencia, chave)));
  return row ?? null;
}

export async function inserirMovimentos(db: DbOrTx, values: (typeof caixaMovimentos.$inferInsert)[]) {
  if (values.length > 0) await db.insert(caixaMovimentos).values(values);
}

/** The movements of some caixas, in the order they happened. */
export function movimentosDosCaixas(db: DbOrTx, { usuarioId, ids }: { usuarioId: string; ids: string[] }) {
  return db
    .select({
      id: caixaMovimentos.id,
      caixa_id: caixaMovimentos.caixa_id,
      tipo: caixaMovimentos.tipo,
      forma_pagamento: sql<FormaPagamento>`${caixaMovimentos.forma_pagamento}`,
      valor: caixaMovimentos.valor,
      motivo: caixaMovimentos.motivo,
      registrado_por: caixaMovimentos.registrado_por,
      created_at: caixaMovimentos.created_at,
    })
    .from(caixaMovimentos)
    .where(and(eq(caixaMovimentos.usuario_id, usuarioId), inArray(caixaMovimentos.caixa_id, ids)))
    .orderBy(asc(caixaMovimentos.created_at), asc(caixaMovimentos.id));
}

/** Per caixa and method: how many payments, what came in (cash handed over, or the amount), the change. */
export function pagamentosDosCaixas(db: DbOrTx, { usuarioId, ids }: { usuarioId: string; ids: string[] }) {
  return db
    .select({
      caixa_id: sql<string>`${pagamentos.caixa_id}`,
      forma_pagamento: sql<FormaPagamento>`${pagamentos.forma_pagamento}`,
      quantidade: sql<number>`count(*)::int`,
      recebido: sql<string>`sum(coalesce(${pagamentos.valor_recebido}, ${pagamentos.valor}))::text`,
      troco: sql<string>`sum(${pagamentos.troco})::text`,
    })
    .from(pagamentos)
    .where(and(eq(pagamentos.usuario_id, usuarioId), inArray(pagamentos.caixa_id, ids)))
    .groupBy(pagamentos.caixa_id, pagamentos.forma_pagamento);
}

/**
 * Per caixa: the sales and tabs with a payment in it, and the service charge and couvert of the bills it
 * completed (decision 162) — a sale's, all of whose payments are in one caixa, unless cancelled; a
 * closed tab's in the caixa of its last payment, so a tab paid across two shifts counts once.
 */
export async function contasDosCaixas(db: DbOrTx, { usuarioId, ids }: { usuarioId: string; ids: string[] }) {
  const lista = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await db.execute<{
    caixa_id: string;
    vendas: number;
    comandas: number;
    taxa_servico: string;
    couvert: string;
  }>(sql`
    with contas as (
      select distinct caixa_id, venda_id, comanda_id from pagamentos
      where usuario_id = ${usuarioId} and caixa_id in (${lista})
    )
    select k.caixa_id::text as caixa_id,
      count(k.venda_id)::int as vendas,
      count(k.comanda_id)::int as comandas,
      coalesce(sum(case
        when v.status = 'finalizada' then v.taxa_servico
        when cm.status = 'fechada' and ultimo.caixa_id = k.caixa_id then cm.taxa_servico
      end), 0)::text as taxa_servico,
      coalesce(sum(case when cm.status = 'fechada' and ultimo.caixa_id = k.caixa_id then cm.couvert end), 0)::text
        as couvert
    from contas k
    left join vendas v on v.id = k.venda_id
    left join comandas cm on cm.id = k.comanda_id
    left join lateral (
      select p.caixa_id from pagamentos p
      where p.comanda_id = k.comanda_id
      order by p.ordem desc, p.created_at desc, p.id desc
      limit 1
    ) ultimo on k.comanda_id is not null
    group by k.caixa_id`);
  return rows.rows;
}

/** A bill's payments that went through a caixa, per method: what a cancellation gives back (163). */
export function pagamentosEmCaixa(
  db: DbOrTx,
  { usuarioId, origem }: { usuarioId: string; origem: { vendaId: string } | { comandaId: string } },
) {
  return db
    .select({
      forma_pagamento: sql<FormaPagamento>`${pagamentos.forma_pagamento}`,
      valor: sql<string>`sum(${pagamentos.valor})::text`,
    })
    .from(pagamentos)
    .where(
      and(
        eq(pagamentos.usuario_id, usuarioId),
        "vendaId" in origem
          ? eq(pagamentos.venda_id, origem.vendaId)
          : eq(pagamentos.comanda_id, origem.comandaId),
        isNotNull(pagamentos.caixa_id),
      ),
    )
    .groupBy(pagamentos.forma_pagamento)
    .having(sql`sum(${pagamentos.valor}) > 0`);
}
