import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { assinaturas, auditoria, planos, usuarios } from "../../db/schema";

export type AssinaturaRow = typeof assinaturas.$inferSelect;

/**
 * The subscription that decides access (spec §4): the newest ativa/pendente one; without one, the newest
 * of any status. Locked, so two transitions of one account happen one after the other.
 */
export async function travarAssinaturaAtual(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select()
    .from(assinaturas)
    .where(eq(assinaturas.usuario_id, usuarioId))
    .orderBy(
      desc(sql`${assinaturas.status} in ('ativa', 'pendente')`),
      desc(assinaturas.created_at),
      desc(assinaturas.data_inicio),
    )
    .limit(1)
    .for("update");
  return row ?? null;
}

export async function obterPlano(db: DbOrTx, { planoId }: { planoId: string }) {
  const [row] = await db.select().from(planos).where(eq(planos.id, planoId));
  return row ?? null;
}

export async function atualizarAssinatura(
  db: DbOrTx,
  { id, dados }: { id: string; dados: Partial<typeof assinaturas.$inferInsert> },
) {
  const [row] = await db.update(assinaturas).set(dados).where(eq(assinaturas.id, id)).returning();
  return row!;
}

/** The profile's copy of the subscription (spec §3 usuarios), kept in step with the subscription row. */
export async function atualizarPerfilAssinatura(
  db: DbOrTx,
  { usuarioId, dados }: { usuarioId: string; dados: Partial<typeof usuarios.$inferInsert> },
) {
  await db.update(usuarios).set(dados).where(eq(usuarios.id, usuarioId));
}

/**
 * The sweep's statement: every ativa subscription past its due date, at once — cancelled when its owner
 * had asked to cancel at the end of the period, suspended otherwise with "Vencida em dd/mm/aaaa" (São
 * Paulo's calendar day of the due date). One statement: two sweeps at the same moment cannot both move a
 * row, as the second re-reads it after the first's lock and finds it no longer ativa.
 */
export async function varrerVencidas(db: DbOrTx, { agora }: { agora: Date }) {
  const vencidaEm = sql`'Vencida em ' || to_char(${assinaturas.data_vencimento} at time zone 'America/Sao_Paulo', 'DD/MM/YYYY')`;
  return db
    .update(assinaturas)
    .set({
      status: sql`case when ${assinaturas.data_cancelamento} is null then 'suspensa' else 'cancelada' end`,
      observacoes: sql`case when ${assinaturas.data_cancelamento} is null then ${vencidaEm} else ${assinaturas.observacoes} end`,
      updated_at: agora,
    })
    .where(and(eq(assinaturas.status, "ativa"), lt(assinaturas.data_vencimento, agora)))
    .returning({
      id: assinaturas.id,
      usuario_id: assinaturas.usuario_id,
      status: assinaturas.status,
      observacoes: assinaturas.observacoes,
    });
}

export async function registrarAuditoria(db: DbOrTx, registro: typeof auditoria.$inferInsert) {
  await db.insert(auditoria).values(registro);
}
