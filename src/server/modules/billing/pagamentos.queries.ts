import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  assinaturas,
  authUsers,
  authVerifications,
  compras,
  eventosPagamento,
  transacoesPagamento,
  usuarios,
} from "../../db/schema";

export type CompraRow = typeof compras.$inferSelect;
export type TransacaoRow = typeof transacoesPagamento.$inferSelect;
type Provedor = CompraRow["provedor"];

/** Stores the event once: false when this provider's event id was already stored (a redelivery). */
export async function inserirEvento(db: DbOrTx, evento: typeof eventosPagamento.$inferInsert) {
  const rows = await db
    .insert(eventosPagamento)
    .values(evento)
    .onConflictDoNothing()
    .returning({ id: eventosPagamento.id });
  return rows.length > 0;
}

export async function travarEvento(db: DbOrTx, { provedor, id }: { provedor: Provedor; id: string }) {
  const [row] = await db
    .select()
    .from(eventosPagamento)
    .where(and(eq(eventosPagamento.provedor, provedor), eq(eventosPagamento.id, id)))
    .for("update");
  return row ?? null;
}

export async function marcarEvento(
  db: DbOrTx,
  {
    provedor,
    id,
    processadoEm,
    erro,
  }: { provedor: Provedor; id: string; processadoEm: Date | null; erro: string | null },
) {
  await db
    .update(eventosPagamento)
    .set({ processado_em: processadoEm, erro })
    .where(and(eq(eventosPagamento.provedor, provedor), eq(eventosPagamento.id, id)));
}

/**
 * The purchase an event belongs to, locked: by its externalReference (our compra id), else by the
 * provider's subscription. Locking it makes the events of one purchase apply one after the other.
 */
export async function travarCompraDoEvento(
  db: DbOrTx,
  {
    provedor,
    referencia,
    idAssinatura,
  }: { provedor: Provedor; referencia: string | null; idAssinatura: string | null },
) {
  const uuid =
    referencia && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(referencia);
  const porReferencia = uuid ? eq(compras.id, referencia) : null;
  const porAssinatura = idAssinatura ? eq(compras.id_assinatura_externa, idAssinatura) : null;
  const criterio = porReferencia ?? porAssinatura;
  if (!criterio) return null;
  const [row] = await db
    .select()
    .from(compras)
    .where(and(eq(compras.provedor, provedor), criterio))
    .for("update");
  return row ?? null;
}

export async function atualizarCompra(db: DbOrTx, { id, dados }: { id: string; dados: Partial<CompraRow> }) {
  const [row] = await db.update(compras).set(dados).where(eq(compras.id, id)).returning();
  return row!;
}

export async function travarTransacao(
  db: DbOrTx,
  { provedor, idExterno }: { provedor: Provedor; idExterno: string },
) {
  const [row] = await db
    .select()
    .from(transacoesPagamento)
    .where(and(eq(transacoesPagamento.provedor, provedor), eq(transacoesPagamento.id_externo, idExterno)))
    .for("update");
  return row ?? null;
}

export async function inserirTransacao(db: DbOrTx, transacao: typeof transacoesPagamento.$inferInsert) {
  await db.insert(transacoesPagamento).values(transacao);
}

export async function atualizarTransacao(
  db: DbOrTx,
  { id, dados }: { id: string; dados: Partial<TransacaoRow> },
) {
  await db.update(transacoesPagamento).set(dados).where(eq(transacoesPagamento.id, id));
}

/** The charges a purchase had before its account existed now belong to the account and its subscription. */
export async function vincularTransacoes(
  db: DbOrTx,
  { compraId, usuarioId, assinaturaId }: { compraId: string; usuarioId: string; assinaturaId: string },
) {
  await db
    .update(transacoesPagamento)
    .set({ usuario_id: usuarioId, assinatura_id: assinaturaId })
    .where(and(eq(transacoesPagamento.compra_id, compraId), isNull(transacoesPagamento.usuario_id)));
}

/** Serialises everything that may create the account of one e-mail (two purchases paid at once). */
export async function travarEmail(db: DbOrTx, { email }: { email: string }) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`balcao:conta:${email}`}))`);
}

/** The account (an owner's login with a profile) of an e-mail; a staff member's login is no account. */
export async function buscarContaPorEmail(db: DbOrTx, { email }: { email: string }) {
  const [row] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .innerJoin(usuarios, eq(usuarios.id, authUsers.id))
    .where(eq(authUsers.email, email));
  return row?.id ?? null;
}

export async function obterPerfil(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db.select().from(usuarios).where(eq(usuarios.id, usuarioId));
  return row ?? null;
}

export async function obterAssinaturaAtualId(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select({ id: assinaturas.id, compra_id: assinaturas.compra_id })
    .from(assinaturas)
    .where(eq(assinaturas.usuario_id, usuarioId))
    .orderBy(desc(sql`${assinaturas.status} in ('ativa', 'pendente')`), desc(assinaturas.created_at))
    .limit(1);
  return row ?? null;
}

export async function obterCompra(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(compras).where(eq(compras.id, id));
  return row ?? null;
}

/**
 * better-auth's reset link, made by us inside the account's transaction: the same verification row its
 * `/reset-password/:token` endpoint reads, so the link works exactly once with the reset screen's rules.
 */
export async function inserirLinkDeSenha(
  db: DbOrTx,
  {
    id,
    token,
    usuarioId,
    expiraEm,
    now,
  }: { id: string; token: string; usuarioId: string; expiraEm: Date; now: Date },
) {
  await db.insert(authVerifications).values({
    id,
    identifier: `reset-password:${token}`,
    value: usuarioId,
    expiresAt: expiraEm,
    createdAt: now,
    updatedAt: now,
  });
}
