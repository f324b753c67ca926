import type { Context, MiddlewareHandler } from "hono";
import type { Papel } from "@/shared/equipe/papeis";
import type { Auth } from "./auth";
import { headersWithClientIp } from "./client-ip";
import { NaoAutenticado } from "./errors";
import type { AppEnv } from "./types";

/**
 * Who a request acts as. `usuarioId` is the account (the establishment, the tenant key every query
 * takes); `pessoaId` is the person signed in — the owner (same id as the account) or one of its staff.
 */
export interface ContaAtual {
  usuarioId: string;
  pessoaId: string;
  papel: Papel;
  /** The person's name, recorded beside their id on what they do (sales, tabs, movements). */
  nome: string;
  sessionId: string;
  email: string;
}

/** The staff module's lookup of a login's person (passed in: lib/ never imports a module). */
export type LerPessoa = (
  authUserId: string,
) => Promise<{ usuario_id: string; papel: Papel; nome: string; ativo: boolean } | null>;

/**
 * Reads the session cookie through better-auth (database sessions) and the person it belongs to into
 * `c.var.sessao`. A login that is nobody's staff, or a person the owner disabled, is no session: every
 * route answers 401 from their next request on. When better-auth refreshes or clears the cookie, its
 * Set-Cookie is passed on — unless the route already set cookies itself (sign-out), which must win.
 */
export function sessionMiddleware(auth: Auth, lerPessoa: LerPessoa): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!c.req.header("cookie")) {
      c.set("sessao", null);
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: headersWithClientIp(c),
      returnHeaders: true,
    });
    const pessoa = response ? await lerPessoa(response.user.id) : null;
    c.set(
      "sessao",
      response && pessoa?.ativo
        ? {
            userId: response.user.id,
            sessionId: response.session.id,
            email: response.user.email,
            usuarioId: pessoa.usuario_id,
            papel: pessoa.papel,
            nome: pessoa.nome,
          }
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
  return sessao
    ? {
        usuarioId: sessao.usuarioId,
        pessoaId: sessao.userId,
        papel: sessao.papel,
        nome: sessao.nome,
        sessionId: sessao.sessionId,
        email: sessao.email,
      }
    : null;
}

/** Who did something (a sale, a tab's opening, an item, a close, a movement): the id and the name then. */
export interface Autor {
  id: string;
  nome: string;
}

/** The signed-in person as the author of what the request records (no form types a name any more). */
export function autorDe(conta: ContaAtual): Autor {
  return { id: conta.pessoaId, nome: conta.nome };
}

/**
 * The account check as a middleware, placed before a route's input validation: a signed-out request is
 * a 401 whatever its body says. The handler still calls `requireAccount` for the tenant id.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAccount(c);
  await next();
};
