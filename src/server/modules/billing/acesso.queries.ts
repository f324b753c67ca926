import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { assinaturas, planos, usuarios } from "../../db/schema";

/**
 * What the access rule needs of an account, in ONE statement (it runs on every blocked-or-not API
 * request): the role and the subscription that decides access — the newest ativa/pendente one, else the
 * newest of any status (the same choice as accounts' obterAssinaturaAtual) — with its plan's level.
 * The inner select walks assinaturas_usuario_status_idx by usuario_id.
 */
export async function obterDadosAcesso(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const atual = db
    .select({ id: assinaturas.id })
    .from(assinaturas)
    .where(eq(assinaturas.usuario_id, usuarios.id))
    .orderBy(
      desc(sql`${assinaturas.status} in ('ativa', 'pendente')`),
      desc(assinaturas.created_at),
      desc(assinaturas.data_inicio),
    )
    .limit(1);
  const [row] = await db
    .select({
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
    })
    .from(usuarios)
    .leftJoin(assinaturas, eq(assinaturas.id, sql`(${atual})`))
    .leftJoin(planos, eq(planos.id, assinaturas.plano_id))
    .where(eq(usuarios.id, usuarioId));
  return row ?? null;
}
