import type { Context, MiddlewareHandler } from "hono";
import type { Auth } from "./auth";
import { headersWithClientIp } from "./client-ip";
import { NaoAutenticado } from "./errors";
import type { AppEnv } from "./types";

/** The account a request acts for. Today the signed-in user is the account; staff would map here. */
export interface ContaAtual {
  usuarioId: string;
  sessionId: string;
  email: string;
}

/**
 * Reads the session cookie through better-auth (database sessions) into `c.var.sessao`. When
 * better-auth refreshes or clears the cookie, its Set-Cookie is passed on — unless the route already
 * set cookies itself (sign-out), which must win.
 */
export function sessionMiddleware(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.header("cookie")) {
      c.set("sessao", null);
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: headersWithClientIp(c),
      returnHeaders: true,
    });
    c.set(
      "sessao",
      response
        ? { userId: response.user.id, sessionId: response.session.id, email: response.user.email }
        : null,
    );
    await next();
    const cookies = headers.getSetCookie();
    if (cookies.length > 0 && c.res.headers.getSetCookie().length === 0) {
      for (const cookie of cookies) c.res.headers.append("Set-Cookie", cookie);
    }
  };
}

/**
 * THE place where a request's tenant id comes from. Every query takes the `usuarioId` returned here;
 * nothing else reads the session.
 */
export function requireAccount(c: Context<AppEnv>): ContaAtual {
  const conta = optionalAccount(c);
  if (!conta) throw new NaoAutenticado();
  return conta;
}

/** For the few routes that also answer signed-out requests (sign-out). */
export function optionalAccount(c: Context<AppEnv>): ContaAtual | null {
  const sessao = c.get("sessao");
  return sessao ? { usuarioId: sessao.userId, sessionId: sessao.sessionId, email: sessao.email } : null;
}

/**
 * The account check as a middleware, placed before a route's input validation: a signed-out request is
 * a 401 whatever its body says. The handler still calls `requireAccount` for the tenant id.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAccount(c);
  await next();
};
