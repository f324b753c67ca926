import { eq, sql } from "drizzle-orm";
import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import type { Database } from "../../db/client";
import { assinaturas, authSessions, authUsers, equipe, planos, usuarios } from "../../db/schema";
import type { SessaoLida } from "../../lib/session";
import { acessoDosDados } from "../billing/acesso";
import { assinaturaDecisiva, colunasAcesso } from "../billing/acesso.queries";

/**
 * Everything a request needs to know about who sends it, in ONE prepared statement (decision 147): the
 * session by its token, the login's e-mail, the person that login is (equipe) and the access state of
 * their establishment (the same columns and subscription choice as obterDadosAcesso). Built once per
 * app; on PostgreSQL each pooled connection parses it once and then only binds the token.
 */
export function prepararLeituraDaSessao(db: Database) {
  const consulta = db
    .select({
      sessionId: authSessions.id,
      userId: authSessions.userId,
      expiresAt: authSessions.expiresAt,
      email: authUsers.email,
      pessoa: {
        usuario_id: equipe.usuario_id,
        papel: equipe.papel,
        nome: equipe.nome,
        ativo: equipe.ativo,
      },
      contaId: usuarios.id,
      ...colunasAcesso,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(equipe, eq(equipe.id, authSessions.userId))
    .leftJoin(usuarios, eq(usuarios.id, equipe.usuario_id))
    .leftJoin(assinaturas, eq(assinaturas.id, sql`(${assinaturaDecisiva(db, usuarios.id)})`))
    .leftJoin(planos, eq(planos.id, assinaturas.plano_id))
    .where(eq(authSessions.token, sql.placeholder("token")))
    .prepare("sessao_da_requisicao");

  return async (token: string, agora: Date): Promise<SessaoLida | null> => {
    const [row] = await consulta.execute({ token });
    if (!row) return null;
    const { pessoa, contaId, role, assinatura } = row;
    // Left joins: a login without a person, or a person whose account is gone, reads as nulls.
    const acesso: SubscriptionStatus | null =
      contaId && role ? acessoDosDados({ role, assinatura }, agora) : null;
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      email: row.email,
      expiresAt: row.expiresAt,
      pessoa: pessoa?.usuario_id ? (pessoa as NonNullable<SessaoLida["pessoa"]>) : null,
      acesso,
    };
  };
}
