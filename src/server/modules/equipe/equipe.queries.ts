import { and, asc, count, eq, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { authSessions, equipe } from "../../db/schema";

export type PessoaRow = typeof equipe.$inferSelect;

export async function inserirPessoa(db: DbOrTx, pessoa: typeof equipe.$inferInsert) {
  await db.insert(equipe).values(pessoa);
}

/** The person a signed-in auth user is, whatever the account: the session's one lookup. */
export async function obterPessoaPorId(db: DbOrTx, { id }: { id: string }): Promise<PessoaRow | null> {
  const [row] = await db.select().from(equipe).where(eq(equipe.id, id));
  return row ?? null;
}

export async function obterPessoa(
  db: DbOrTx,
  { usuarioId, id }: { usuarioId: string; id: string },
): Promise<PessoaRow | null> {
  const [row] = await db
    .select()
    .from(equipe)
    .where(and(eq(equipe.usuario_id, usuarioId), eq(equipe.id, id)));
  return row ?? null;
}

/** Locks the person's row for the rest of the transaction (a change and the limit check see one state). */
export async function travarPessoa(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const [row] = await db
    .select()
    .from(equipe)
    .where(and(eq(equipe.usuario_id, usuarioId), eq(equipe.id, id)))
    .for("update");
  return row ?? null;
}

/** Whether the e-mail is the login of someone's staff (not an owner): it cannot be an account too. */
export async function isEmailDeEquipe(db: DbOrTx, { email }: { email: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: equipe.id })
    .from(equipe)
    .where(and(eq(equipe.email, email), ne(equipe.papel, "dono")));
  return !!row;
}

/** The owner first, then by arrival. */
export async function listarPessoas(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const rows = await db
    .select()
    .from(equipe)
    .where(eq(equipe.usuario_id, usuarioId))
    .orderBy(asc(equipe.created_at), asc(equipe.id));
  return rows.sort((a, b) => Number(b.papel === "dono") - Number(a.papel === "dono"));
}

export async function contarAtivas(
  db: DbOrTx,
  { usuarioId, excetoId }: { usuarioId: string; excetoId?: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(equipe)
    .where(
      and(
        eq(equipe.usuario_id, usuarioId),
        eq(equipe.ativo, true),
        excetoId ? ne(equipe.id, excetoId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function atualizarPessoa(
  db: DbOrTx,
  { usuarioId, id, dados }: { usuarioId: string; id: string; dados: Partial<typeof equipe.$inferInsert> },
): Promise<PessoaRow | null> {
  const [row] = await db
    .update(equipe)
    .set(dados)
    .where(and(eq(equipe.usuario_id, usuarioId), eq(equipe.id, id)))
    .returning();
  return row ?? null;
}

/** The set-password link was used: the invitation is over. */
export async function concluirConvite(db: DbOrTx, { id, now }: { id: string; now: Date }) {
  await db
    .update(equipe)
    .set({ convite_pendente: false, updated_at: now })
    .where(and(eq(equipe.id, id), eq(equipe.convite_pendente, true)));
}

/** Every session of one person, on every device: they are signed out on their next request. */
export async function excluirSessoesDaPessoa(db: DbOrTx, { id }: { id: string }) {
  await db.delete(authSessions).where(eq(authSessions.userId, id));
}
