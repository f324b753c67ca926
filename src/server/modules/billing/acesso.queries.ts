import { type AnyColumn, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { assinaturas, planos, usuarios } from "../../db/schema";

/**
 * The subscription that decides an account's access: the newest ativa/pendente one, else the newest of
 * any status (the same choice as accounts' obterAssinaturaAtual). `usuarioId` is the outer query's
 * account column; the subquery walks assinaturas_usuario_status_idx by it.
 */
export function assinaturaDecisiva(db: DbOrTx, usuarioId: AnyColumn) {
  return db
    .select({ id: assinaturas.id })
    .from(assinaturas)
    .where(eq(assinaturas.usuario_id, usuarioId))
    .orderBy(
      desc(sql`${assinaturas.status} in ('ativa', 'pendente')`),
      desc(assinaturas.created_at),
      desc(assinaturas.data_inicio),
    )
    .limit(1);
}

/** What the access rule reads of an account (its role) and of that subscription, with its plan's level. */
export const colunasAcesso = {
  role: usuarios.role,
  assinatura: {
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
  },
};

/**
 * What the access rule needs of an account, in ONE statement: the role and the deciding subscription
 * with its plan's level. The session read of every request (equipe/sessao.queries.ts) joins the same
 * columns; this one serves the requests that did not get them there.
 */
export async function obterDadosAcesso(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select(colunasAcesso)
    .from(usuarios)
    .leftJoin(assinaturas, eq(assinaturas.id, sql`(${assinaturaDecisiva(db, usuarios.id)})`))
    .leftJoin(planos, eq(planos.id, assinaturas.plano_id))
    .where(eq(usuarios.id, usuarioId));
  return row ?? null;
}

export type DadosAcesso = NonNullable<Awaited<ReturnType<typeof obterDadosAcesso>>>;
