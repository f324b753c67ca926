import { generateId } from "better-auth";
import { and, desc, eq, gt, like, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  assinaturas,
  authAccounts,
  authSessions,
  authUsers,
  authVerifications,
  configuracoes,
  planos,
  usuarios,
} from "../../db/schema";

export async function obterPlanoAtivo(db: DbOrTx, { planoId }: { planoId: string }) {
  const [plano] = await db
    .select()
    .from(planos)
    .where(and(eq(planos.id, planoId), eq(planos.ativo, true)));
  return plano ?? null;
}

export async function emailCadastrado(db: DbOrTx, { email }: { email: string }): Promise<boolean> {
  const [row] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email));
  return !!row;
}

/**
 * A login: better-auth's user and its e-mail/password credential. Every login is made here — the owner's
 * at sign-up or purchase, a person's at invitation, the demo's waiter.
 */
export async function inserirLogin(
  db: DbOrTx,
  {
    id,
    nome,
    email,
    passwordHash,
    now,
  }: { id: string; nome: string; email: string; passwordHash: string; now: Date },
) {
  await db
    .insert(authUsers)
    .values({ id, name: nome, email, emailVerified: false, createdAt: now, updatedAt: now });
  await inserirCredencial(db, { id: generateId(), usuarioId: id, passwordHash, now });
}

/** better-auth's e-mail/password account: provider "credential", account id = user id. */
export async function inserirCredencial(
  db: DbOrTx,
  { id, usuarioId, passwordHash, now }: { id: string; usuarioId: string; passwordHash: string; now: Date },
) {
  await db.insert(authAccounts).values({
    id,
    userId: usuarioId,
    accountId: usuarioId,
    providerId: "credential",
    password: passwordHash,
    createdAt: now,
    updatedAt: now,
  });
}

export async function inserirUsuario(db: DbOrTx, usuario: typeof usuarios.$inferInsert) {
  await db.insert(usuarios).values(usuario);
}

export async function inserirAssinatura(db: DbOrTx, assinatura: typeof assinaturas.$inferInsert) {
  await db.insert(assinaturas).values(assinatura);
}

export async function inserirConfiguracoes(db: DbOrTx, config: typeof configuracoes.$inferInsert) {
  await db.insert(configuracoes).values(config);
}

export async function obterUsuarioComPlano(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select({
      usuario: usuarios,
      plano: { id: planos.id, nome: planos.nome },
    })
    .from(usuarios)
    .leftJoin(planos, eq(planos.id, usuarios.plano_id))
    .where(eq(usuarios.id, usuarioId));
  return row ?? null;
}

/**
 * The subscription that decides access: the newest ativa/pendente one (spec §4); without one, the
 * newest of any status, so a suspended or cancelled account is told why instead of "no subscription".
 */
export async function obterAssinaturaAtual(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select({
      id: assinaturas.id,
      status: assinaturas.status,
      plano_id: assinaturas.plano_id,
      plano_nome: planos.nome,
      plano_nivel: planos.nivel,
      data_inicio: assinaturas.data_inicio,
      data_vencimento: assinaturas.data_vencimento,
      valor_mensal: assinaturas.valor_mensal,
      valor_total: assinaturas.valor_total,
      desconto_percentual: assinaturas.desconto_percentual,
    })
    .from(assinaturas)
    .leftJoin(planos, eq(planos.id, assinaturas.plano_id))
    .where(eq(assinaturas.usuario_id, usuarioId))
    .orderBy(
      desc(sql`${assinaturas.status} in ('ativa', 'pendente')`),
      desc(assinaturas.created_at),
      desc(assinaturas.data_inicio),
    )
    .limit(1);
  return row ?? null;
}

export async function atualizarSenhaCredencial(
  db: DbOrTx,
  { usuarioId, passwordHash, now }: { usuarioId: string; passwordHash: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(authAccounts)
    .set({ password: passwordHash, updatedAt: now })
    .where(and(eq(authAccounts.userId, usuarioId), eq(authAccounts.providerId, "credential")))
    .returning({ id: authAccounts.id });
  return rows.length > 0;
}

/** The personal password is set: first access is over. */
export async function marcarSenhaAlterada(db: DbOrTx, { usuarioId, now }: { usuarioId: string; now: Date }) {
  await db
    .update(usuarios)
    .set({ primeiro_acesso: false, senha_alterada_em: now, updated_at: now })
    .where(eq(usuarios.id, usuarioId));
}

export async function excluirOutrasSessoes(
  db: DbOrTx,
  { usuarioId, keepSessionId }: { usuarioId: string; keepSessionId: string },
) {
  await db
    .delete(authSessions)
    .where(and(eq(authSessions.userId, usuarioId), ne(authSessions.id, keepSessionId)));
}

/** Whether a session still lets its holder in: not signed out, not revoked, not expired. */
export async function sessaoEmVigor(
  db: DbOrTx,
  { sessionId, now }: { sessionId: string; now: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), gt(authSessions.expiresAt, now)));
  return row !== undefined;
}

export async function excluirTodasAsSessoes(
  db: DbOrTx,
  { usuarioId }: { usuarioId: string },
): Promise<number> {
  const rows = await db
    .delete(authSessions)
    .where(eq(authSessions.userId, usuarioId))
    .returning({ id: authSessions.id });
  return rows.length;
}

/** better-auth keeps each pending reset link as a verification row `reset-password:<token>` → user id. */
export async function excluirLinksDeRedefinicao(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  await db
    .delete(authVerifications)
    .where(
      and(like(authVerifications.identifier, "reset-password:%"), eq(authVerifications.value, usuarioId)),
    );
}

/** The role is a server-owned column: only the operator's command writes it. */
export async function atualizarRole(
  db: DbOrTx,
  { email, role, now }: { email: string; role: "usuario" | "super_admin"; now: Date },
) {
  const [row] = await db
    .update(usuarios)
    .set({ role, updated_at: now })
    .where(eq(usuarios.email, email))
    .returning({
      email: usuarios.email,
      nome_estabelecimento: usuarios.nome_estabelecimento,
      created_at: usuarios.created_at,
    });
  return row ?? null;
}
