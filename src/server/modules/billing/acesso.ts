import type { Context, MiddlewareHandler } from "hono";
import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import {
  type AssinaturaRegistro,
  isSuperAdmin,
  MENSAGENS_ASSINATURA,
  statusAssinatura,
} from "@/shared/billing/assinatura";
import {
  FUNCIONALIDADES,
  type Funcionalidade,
  podeUsar,
  proximoPlano,
} from "@/shared/billing/funcionalidades";
import type { DbOrTx } from "../../db/client";
import { safePath } from "../../lib/log-fields";
import { logger } from "../../lib/logger";
import { optionalAccount } from "../../lib/session";
import type { AppDeps, AppEnv } from "../../lib/types";
import { type DadosAcesso, obterDadosAcesso } from "./acesso.queries";
import { AssinaturaBloqueada, FuncionalidadeNaoIncluida } from "./billing.errors";
import { isRotaLiberada } from "./rotas-liberadas";

/** The access rule on what `colunasAcesso` read of an account. */
export function acessoDosDados(dados: DadosAcesso, agora: Date): SubscriptionStatus {
  // The left join types every column as nullable; a row that has its id has them all (NOT NULL columns).
  const assinatura = dados.assinatura?.id ? (dados.assinatura as AssinaturaRegistro) : null;
  return statusAssinatura({ assinatura, superAdmin: isSuperAdmin(dados), agora });
}

/** The access rule's answer for an account, from one query; null when the profile is gone. */
export async function obterAcesso(
  db: DbOrTx,
  { usuarioId, agora }: { usuarioId: string; agora: Date },
): Promise<SubscriptionStatus | null> {
  const dados = await obterDadosAcesso(db, { usuarioId });
  return dados ? acessoDosDados(dados, agora) : null;
}

export type LerAcesso = typeof obterAcesso;

/**
 * Enforcement of the access rule on the API (decision 105): a signed-in account the rule blocks gets 402
 * with the rule's message on every operation but those of rotas-liberadas.ts. The session read usually
 * brought the answer along (`c.var.acesso`, decision 147); otherwise it is read here and kept there for
 * requireFeature. If the check itself fails, the spec's emergency mode: logged as an error, and the
 * request goes on (§4 "access is granted").
 */
export function requireActiveSubscription(
  deps: Pick<AppDeps, "db" | "now">,
  lerAcesso: LerAcesso = obterAcesso,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const conta = optionalAccount(c);
    if (!conta || isRotaLiberada(c.req.method, c.req.path)) return next();
    let acesso: SubscriptionStatus | null | undefined = c.get("acesso");
    try {
      acesso ??= await lerAcesso(deps.db, { usuarioId: conta.usuarioId, agora: deps.now?.() ?? new Date() });
    } catch (error) {
      logger.error(MENSAGENS_ASSINATURA.emergencia, {
        requestId: c.get("requestId"),
        path: safePath(c.req.path),
        error,
      });
      return next();
    }
    // A session whose profile is gone: the route's requireAccount/service answers it as usual.
    if (!acesso) return next();
    c.set("acesso", acesso);
    if (!acesso.canAccessSystem) {
      throw new AssinaturaBloqueada(acesso.limitationMessage ?? MENSAGENS_ASSINATURA.nenhuma);
    }
    return next();
  };
}

export function mensagemFuncionalidadeNaoIncluida(
  funcionalidade: Funcionalidade,
  acesso: SubscriptionStatus,
) {
  const nome = FUNCIONALIDADES[funcionalidade].nome;
  const plano = acesso.subscription?.plano_nome;
  const proximo = proximoPlano(acesso.planLevel, funcionalidade)?.nome;
  return (
    `${nome} não está incluída no ${plano ? `plano ${plano}` : "seu plano"}.` +
    (proximo ? ` Faça upgrade para o plano ${proximo} para usar.` : "")
  );
}

/**
 * The plan level guard (decision 106): with FEATURE_GATING=on, a plan below the feature's level gets 403
 * naming the feature and the plan. Off (the default), every plan passes, as the spec's check does. It
 * reads the level requireActiveSubscription kept; only a route that skipped it reads it again.
 */
export function requireFeature(
  funcionalidade: Funcionalidade,
  deps: Pick<AppDeps, "db" | "env" | "now">,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (deps.env.FEATURE_GATING !== "on") return next();
    const acesso = await acessoDaRequisicao(c, deps);
    if (acesso && !podeUsar(funcionalidade, acesso.planLevel, true)) {
      throw new FuncionalidadeNaoIncluida(mensagemFuncionalidadeNaoIncluida(funcionalidade, acesso));
    }
    return next();
  };
}

async function acessoDaRequisicao(c: Context<AppEnv>, deps: Pick<AppDeps, "db" | "now">) {
  const lido = c.get("acesso");
  if (lido) return lido;
  const conta = optionalAccount(c);
  if (!conta) return null;
  return obterAcesso(deps.db, { usuarioId: conta.usuarioId, agora: deps.now?.() ?? new Date() });
}
