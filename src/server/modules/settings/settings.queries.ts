import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { authUsers, caixas, configuracoes, usuarios } from "../../db/schema";

export type ConfiguracoesRow = typeof configuracoes.$inferSelect;
type Editaveis = Omit<
  typeof configuracoes.$inferInsert,
  "id" | "usuario_id" | "created_at" | "ultimo_backup"
>;

export async function obterConfiguracoes(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db.select().from(configuracoes).where(eq(configuracoes.usuario_id, usuarioId));
  return row ?? null;
}

/** What the defaults are made of: the profile the account signed up with. */
export async function obterPerfil(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select({
      email: usuarios.email,
      nome_estabelecimento: usuarios.nome_estabelecimento,
      cnpj_cpf: usuarios.cnpj_cpf,
      telefone: usuarios.telefone,
    })
    .from(usuarios)
    .where(eq(usuarios.id, usuarioId));
  return row ?? null;
}

/** The first read's row; a concurrent first read may have made it already (null then). */
export async function inserirConfiguracoes(db: DbOrTx, values: typeof configuracoes.$inferInsert) {
  const [row] = await db
    .insert(configuracoes)
    .values(values)
    .onConflictDoNothing({ target: configuracoes.usuario_id })
    .returning();
  return row ?? null;
}

export async function atualizarConfiguracoes(
  db: DbOrTx,
  { usuarioId, dados, now }: { usuarioId: string; dados: Partial<Editaveis>; now: Date },
) {
  const [row] = await db
    .update(configuracoes)
    .set({ ...dados, updated_at: now })
    .where(eq(configuracoes.usuario_id, usuarioId))
    .returning();
  return row ?? null;
}

/**
 * The profile follows the establishment's data: the session (the shell's user menu) reads its name, and
 * better-auth's user carries the same name since sign-up.
 */
export async function atualizarPerfil(
  db: DbOrTx,
  {
    usuarioId,
    dados,
    now,
  }: {
    usuarioId: string;
    dados: { nome_estabelecimento: string; cnpj_cpf: string | null; telefone: string | null };
    now: Date;
  },
) {
  await db
    .update(usuarios)
    .set({ ...dados, updated_at: now })
    .where(eq(usuarios.id, usuarioId));
  await db
    .update(authUsers)
    .set({ name: dados.nome_estabelecimento, updatedAt: now })
    .where(eq(authUsers.id, usuarioId));
}

/** Whether the account ever opened a caixa: "Exigir caixa aberto para vender" defaults to it (161). */
export async function jaAbriuCaixa(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<boolean> {
  const [row] = await db
    .select({ sim: sql<number>`1` })
    .from(caixas)
    .where(eq(caixas.usuario_id, usuarioId))
    .limit(1);
  return row !== undefined;
}
