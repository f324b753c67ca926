import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { assinaturas, auditoria, authUsers, planos, transacoesPagamento, usuarios } from "../../db/schema";

/**
 * The console's reads. They cross tenants on purpose — the super admin sees every account — and are
 * reachable only through /api/admin, whose guard answers 404 to everyone else (decision 107).
 */

/** The subscription that decides access for the outer `usuarios` row (as accounts' obterAssinaturaAtual). */
const assinaturaAtual = (db: DbOrTx) =>
  db
    .select({ id: assinaturas.id })
    .from(assinaturas)
    .where(eq(assinaturas.usuario_id, usuarios.id))
    .orderBy(
      desc(sql`${assinaturas.status} in ('ativa', 'pendente')`),
      desc(assinaturas.created_at),
      desc(assinaturas.data_inicio),
    )
    .limit(1);

/** The newest confirmed payment of the outer `usuarios` row. */
const ultimoPagamento = (coluna: SQL) => sql`(
  select ${coluna} from ${transacoesPagamento} t
  where t.usuario_id = ${usuarios.id} and t.status = 'confirmed' and t.data_pagamento is not null
  order by t.data_pagamento desc limit 1)`;

/** "%" and "_" typed in the search are letters, not wildcards. */
const comoTexto = (busca: string) => `%${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtroBusca(busca: string) {
  if (!busca) return undefined;
  const padrao = comoTexto(busca);
  const digitos = busca.replace(/\D/g, "");
  return or(
    ilike(usuarios.email, padrao),
    ilike(usuarios.nome_estabelecimento, padrao),
    digitos.length >= 3 ? ilike(usuarios.cnpj_cpf, comoTexto(digitos)) : undefined,
  );
}

export async function listarContas(
  db: DbOrTx,
  {
    busca,
    limite,
    deslocamento,
    usuarioId,
  }: { busca: string; limite: number; deslocamento: number; usuarioId?: string },
) {
  const onde = and(filtroBusca(busca), usuarioId ? eq(usuarios.id, usuarioId) : undefined);
  const linhas = await db
    .select({
      id: usuarios.id,
      email: usuarios.email,
      nome_estabelecimento: usuarios.nome_estabelecimento,
      cnpj_cpf: usuarios.cnpj_cpf,
      role: usuarios.role,
      created_at: usuarios.created_at,
      assinatura_id: assinaturas.id,
      status: assinaturas.status,
      plano_nome: planos.nome,
      data_vencimento: assinaturas.data_vencimento,
      data_cancelamento: assinaturas.data_cancelamento,
      observacoes: assinaturas.observacoes,
      ultimo_valor: sql<string | null>`${ultimoPagamento(sql`t.valor::text`)}`,
      ultimo_pago_em: sql<string | null>`${ultimoPagamento(
        sql`to_char(t.data_pagamento at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      )}`,
    })
    .from(usuarios)
    .leftJoin(assinaturas, eq(assinaturas.id, sql`(${assinaturaAtual(db)})`))
    .leftJoin(planos, eq(planos.id, assinaturas.plano_id))
    .where(onde)
    .orderBy(desc(usuarios.created_at), usuarios.id)
    .limit(limite)
    .offset(deslocamento);
  const [total] = await db.select({ n: count() }).from(usuarios).where(onde);
  return { linhas, total: total?.n ?? 0 };
}

export async function contaExiste(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<boolean> {
  const [row] = await db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, usuarioId));
  return Boolean(row);
}

export async function isSuperAdminId(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<boolean> {
  const [row] = await db.select({ role: usuarios.role }).from(usuarios).where(eq(usuarios.id, usuarioId));
  return row?.role === "super_admin";
}

const autores = alias(authUsers, "autores");

export async function listarAuditoria(
  db: DbOrTx,
  {
    origem,
    limite,
    deslocamento,
  }: { origem?: (typeof auditoria.$inferSelect)["origem"]; limite: number; deslocamento: number },
) {
  const onde = origem ? eq(auditoria.origem, origem) : undefined;
  const linhas = await db
    .select({
      id: auditoria.id,
      momento: auditoria.momento,
      origem: auditoria.origem,
      acao: auditoria.acao,
      detalhes: auditoria.detalhes,
      autor_email: autores.email,
      conta_id: usuarios.id,
      conta_email: usuarios.email,
      conta_nome: usuarios.nome_estabelecimento,
    })
    .from(auditoria)
    .leftJoin(autores, eq(autores.id, auditoria.autor_id))
    .leftJoin(usuarios, eq(usuarios.id, auditoria.usuario_id))
    .where(onde)
    .orderBy(desc(auditoria.momento), desc(auditoria.id))
    .limit(limite)
    .offset(deslocamento);
  const [total] = await db.select({ n: count() }).from(auditoria).where(onde);
  return { linhas, total: total?.n ?? 0 };
}
