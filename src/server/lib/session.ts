import type { Context, MiddlewareHandler } from "hono";
import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import type { Papel } from "@/shared/equipe/papeis";
import type { Auth } from "./auth";
import { headersWithClientIp } from "./client-ip";
import { NaoAutenticado } from "./errors";
import { logger } from "./logger";
import { lerCookies, tokenAssinado } from "./session-cookie";
import type { AppEnv, AuthSession } from "./types";

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

/** What the one-statement read of a session token brings (modules/equipe/sessao.queries.ts). */
export interface SessaoLida {
  sessionId: string;
  userId: string;
  email: string;
  expiresAt: Date;
  pessoa: { usuario_id: string; papel: Papel; nome: string; ativo: boolean } | null;
  /** The access rule's answer for the person's establishment at `agora`; null when its profile is gone. */
  acesso: SubscriptionStatus | null;
}

export type LerSessao = (token: string, agora: Date) => Promise<SessaoLida | null>;

export interface LeiturasDaSessao {
  lerPessoa: LerPessoa;
  lerSessao: LerSessao;
  /** The clock of the access rule (the app's `now`). */
  agora: () => Date;
}

/** better-auth's cookie and session settings, as its own getSession reads them. */
interface RegrasDoCookie {
  sessao: string;
  /** Cookies that make better-auth's answer differ from the plain one: "don't remember me", a cache. */
  incomuns: string[];
  segredo: string;
  expiresInMs: number;
  updateAgeMs: number;
}

async function regrasDoCookie(auth: Auth): Promise<RegrasDoCookie> {
  const contexto = await auth.$context;
  const { sessionToken, dontRememberToken, sessionData } = contexto.authCookies;
  return {
    sessao: sessionToken.name,
    incomuns: [dontRememberToken.name, sessionData.name],
    segredo: contexto.secret,
    expiresInMs: contexto.sessionConfig.expiresIn * 1000,
    updateAgeMs: contexto.sessionConfig.updateAge * 1000,
  };
}

type Lida = { sessao: AuthSession | null; acesso: SubscriptionStatus | null };

/**
 * The common request in one statement (decision 147): the signed cookie checked here, then the session,
 * the person and the account's access read together. Answers `undefined` whenever better-auth's own
 * getSession must decide, because it would write something: a session missing or expired (it clears the
 * cookie and deletes the row), due for its daily refresh (it extends it and sets the cookie again), a
 * signature that does not match, or a cookie this path does not handle. Every read goes to the session
 * row, so a deleted session or a disabled person is refused from the next request on, as before.
 */
async function lerSessaoComum(header: string, regras: RegrasDoCookie, leituras: LeiturasDaSessao) {
  const cookies = lerCookies(header);
  for (const nome of cookies.keys()) if (regras.incomuns.some((p) => nome.startsWith(p))) return undefined;
  const valor = cookies.get(regras.sessao);
  if (valor === undefined) return { sessao: null, acesso: null } satisfies Lida;
  const token = tokenAssinado(valor, regras.segredo);
  if (!token) return undefined;
  const lida = await leituras.lerSessao(token, leituras.agora());
  // better-auth's own clock and rule for expiry and refresh (api/routes/session.ts).
  const agora = Date.now();
  const expira = lida?.expiresAt.getTime() ?? 0;
  if (!lida || expira < agora || expira - regras.expiresInMs + regras.updateAgeMs <= agora) return undefined;
  const { pessoa } = lida;
  if (!pessoa?.ativo) return { sessao: null, acesso: null } satisfies Lida;
  const sessao: AuthSession = {
    userId: lida.userId,
    sessionId: lida.sessionId,
    email: lida.email,
    usuarioId: pessoa.usuario_id,
    papel: pessoa.papel,
    nome: pessoa.nome,
  };
  return { sessao, acesso: lida.acesso } satisfies Lida;
}

/**
 * The binding under which a write's reads (decision 170) carry the session their write already read:
 * they are made inside that request, with its cookie, a moment later, so the session is not read again.
 * A symbol: no request from outside can set it (its bindings are Node's request and response).
 */
export const SESSAO_DA_ESCRITA = Symbol("sessão da escrita");

/** What a write hands its reads under `SESSAO_DA_ESCRITA`. */
export type SessaoDaEscrita = { sessao: AuthSession | null; acesso?: SubscriptionStatus };

/**
 * Reads the session cookie and the person it belongs to into `c.var.sessao` (and, when it came along,
 * the account's access state into `c.var.acesso`). A login that is nobody's staff, or a person the owner
 * disabled, is no session: every route answers 401 from their next request on. The common request takes
 * one statement (lerSessaoComum); anything else goes through better-auth (database sessions) and the
 * person's own read. When better-auth refreshes or clears the cookie, its Set-Cookie is passed on —
 * unless the route already set cookies itself (sign-out), which must win.
 */
export function sessionMiddleware(auth: Auth, leituras: LeiturasDaSessao): MiddlewareHandler<AppEnv> {
  let regras: Promise<RegrasDoCookie> | null = null;
  return async (c, next) => {
    const daEscrita = (c.env as Record<symbol, SessaoDaEscrita | undefined> | undefined)?.[SESSAO_DA_ESCRITA];
    if (daEscrita) {
      c.set("sessao", daEscrita.sessao);
      if (daEscrita.acesso) c.set("acesso", daEscrita.acesso);
      return next();
    }
    const header = c.req.header("cookie");
    if (!header) {
      c.set("sessao", null);
      return next();
    }
    regras ??= regrasDoCookie(auth);
    const comum = await lerSessaoComum(header, await regras, leituras).catch((error: unknown) => {
      logger.warn("Leitura da sessão em um comando falhou; lida pelo better-auth", {
        requestId: c.get("requestId"),
        error,
      });
      return undefined;
    });
    if (comum) {
      c.set("sessao", comum.sessao);
      if (comum.acesso) c.set("acesso", comum.acesso);
      return next();
    }
    const { headers, response } = await auth.api.getSession({
      headers: headersWithClientIp(c),
      returnHeaders: true,
    });
    const pessoa = response ? await leituras.lerPessoa(response.user.id) : null;
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
