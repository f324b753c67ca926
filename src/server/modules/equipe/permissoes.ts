import type { MiddlewareHandler } from "hono";
import { matchedRoutes } from "hono/route";
import { type Permissao, pode } from "@/shared/equipe/papeis";
import { safePath } from "../../lib/log-fields";
import { logger } from "../../lib/logger";
import { type ContaAtual, requireAccount } from "../../lib/session";
import type { AppEnv } from "../../lib/types";
import { SemPermissao } from "./equipe.errors";
import { acessoDaRota } from "./rotas-permissoes";

/** The route pattern the request will be answered by (not a middleware's, not the 404 catch-all). */
function padraoDaRota(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string | null {
  const metodo = c.req.method === "HEAD" ? "GET" : c.req.method;
  const rota = matchedRoutes(c).find((r) => r.method === metodo && !r.path.endsWith("*"));
  return rota?.path ?? null;
}

/** Throws 403 SemPermissao unless the signed-in person's role has the permission. */
export function exigirPermissao(conta: ContaAtual, permissao: Permissao): void {
  if (!pode(conta.papel, permissao)) throw new SemPermissao(conta.papel);
}

/**
 * The role guard of the whole API (decision 120), after the session: each route's entry in
 * rotas-permissoes.ts decides. A route the table does not name is refused to everyone (fail closed)
 * and logged, so it is noticed before a person is.
 */
export const requirePermission: MiddlewareHandler<AppEnv> = async (c, next) => {
  const padrao = padraoDaRota(c);
  // No route: the catch-all answers 404.
  if (!padrao) return next();
  const acesso = acessoDaRota(c.req.method, padrao);
  if (acesso === "sem-sessao" || acesso === "super-admin") return next();
  const conta = requireAccount(c);
  if (acesso === "qualquer-pessoa") return next();
  if (!acesso) {
    logger.error("Rota sem permissão definida em rotas-permissoes.ts", {
      requestId: c.get("requestId"),
      path: safePath(c.req.path),
    });
    throw new SemPermissao(conta.papel);
  }
  exigirPermissao(conta, acesso);
  return next();
};
