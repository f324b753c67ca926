import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MENSAGEM_CARACTERE_INVALIDO } from "@/shared/fields";
import type { Auth } from "./auth";
import { AUTH_BASE_PATH, RESET_PASSWORD_SCREEN, rotaAuth } from "./auth-routes";
import { headersWithClientIp } from "./client-ip";
import { appUrl } from "./env";
import { CorpoMuitoGrande, EntradaInvalida, MuitasTentativas, NaoEncontrado } from "./errors";
import { createRateLimitStore } from "./rate-limit";
import { entrarComLimitePorConta } from "./sign-in-limit";
import type { AppDeps, AppEnv } from "./types";
import { LIMITE_JSON, MENSAGEM_JSON_INVALIDO } from "./validation";

/**
 * pt-BR text for the error codes better-auth can still answer once the input has passed our schemas.
 * The code itself is kept (the web branches on INVALID_EMAIL_OR_PASSWORD, INVALID_TOKEN); better-auth's
 * English message never leaves: an unknown code gets the generic text.
 */
const MENSAGENS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha incorretos.",
  INVALID_EMAIL: "Email inválido",
  INVALID_TOKEN: "Este link de redefinição é inválido ou expirou. Solicite um novo link para continuar.",
  PASSWORD_TOO_SHORT: "Deve ter pelo menos 8 caracteres",
  PASSWORD_TOO_LONG: "Senha muito longa",
  EMAIL_NOT_VERIFIED: "E-mail não confirmado. Verifique sua caixa de entrada.",
  INVALID_ORIGIN: "Origem da requisição não permitida.",
  MISSING_OR_NULL_ORIGIN: "Origem da requisição não permitida.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Origem da requisição não permitida.",
  INVALID_CALLBACK_URL: "Endereço de retorno não permitido.",
  INVALID_REDIRECT_URL: "Endereço de retorno não permitido.",
  UNSUPPORTED_MEDIA_TYPE: MENSAGEM_JSON_INVALIDO,
  VALIDATION_ERROR: "Dados inválidos.",
  UNAUTHORIZED: "Sessão expirada. Faça login novamente.",
  USER_NOT_FOUND: "Usuário não encontrado.",
  // AuthHooks.podeEntrar refused a session: the password is right, the person is disabled.
  ACESSO_DESATIVADO: "Seu acesso foi desativado. Fale com o responsável pelo estabelecimento.",
};
const MENSAGEM_PADRAO = "Não foi possível concluir a operação. Tente novamente.";

/** better-auth's success texts; one it might add later is dropped rather than shown in English. */
const MENSAGENS_DE_SUCESSO: Record<string, string> = {
  "If this email exists in our system, check your email for the reset link":
    "Se houver uma conta com este e-mail, enviamos um link para redefinir a senha. Verifique também o spam.",
};

/**
 * Mounts better-auth under /api/auth. Only the endpoints the app uses answer (auth-routes.ts, 404 for
 * the rest); their bodies are read up to the JSON limit and validated with the forms' shared schemas,
 * and only the validated fields are handed on; the client address better-auth rate-limits by is ours;
 * and every answer leaves in the house shape and in pt-BR: errors as `{ error, code, message }`
 * (`message` too, as better-auth's clients read it), success bodies without the session token.
 */
export function authHandler(auth: Auth, deps: Pick<AppDeps, "db" | "env" | "rateLimit">) {
  const telaDeRedefinicao = `${appUrl(deps.env)}${RESET_PASSWORD_SCREEN}`;
  const store = createRateLimitStore(deps.db);
  const limitesLigados = deps.rateLimit ?? true;
  const limitar = bodyLimit({
    maxSize: LIMITE_JSON,
    onError: () => {
      throw new CorpoMuitoGrande();
    },
  });
  return async (c: Context<AppEnv>): Promise<Response> => {
    const url = new URL(c.req.url);
    const rota = rotaAuth(c.req.method, url.pathname.slice(AUTH_BASE_PATH.length));
    if (!rota) throw new NaoEncontrado("Rota não encontrada");
    let resposta: Response | undefined;
    await limitar(c, async () => {
      const headers = headersWithClientIp(c);
      const corpo = rota.corpo ? rota.corpo(await lerJson(c)) : undefined;
      if (corpo) {
        headers.set("Content-Type", "application/json");
        headers.delete("Content-Length");
      }
      // The e-mail's link (the only GET) lands on our own screen, never on an address the query chose.
      if (rota.method === "GET")
        url.search = new URLSearchParams({ callbackURL: telaDeRedefinicao }).toString();
      const body = corpo && JSON.stringify(corpo);
      const enviar = () => auth.handler(new Request(url, { method: c.req.method, headers, body }));
      const response =
        rota.limitePorConta && corpo?.email && limitesLigados
          ? await entrarComLimitePorConta(store, corpo.email, enviar, (segundos) =>
              c.header("Retry-After", String(segundos)),
            )
          : await enviar();
      resposta = response.status >= 400 ? await houseError(response) : await houseAnswer(response);
    });
    // bodyLimit either ran the callback or threw.
    return resposta!;
  };
}

async function lerJson(c: Context<AppEnv>): Promise<unknown> {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new EntradaInvalida({ _: MENSAGEM_JSON_INVALIDO });
  }
  // No field of these forms can hold U+0000, and PostgreSQL could neither store nor compare it.
  if (contemNulo(body)) throw new EntradaInvalida({ _: MENSAGEM_CARACTERE_INVALIDO });
  return body;
}

function contemNulo(valor: unknown): boolean {
  if (typeof valor === "string") return valor.includes("\u0000");
  if (valor && typeof valor === "object") return Object.values(valor).some(contemNulo);
  return false;
}

/**
 * better-auth echoes the session token in JSON (sign-in). The session lives in an HttpOnly cookie
 * precisely so that page scripts never hold it; the copy in the body is removed. Its English `message`
 * is replaced by ours.
 */
async function houseAnswer(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const body = await readJson(response);
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  const limpo = JSON.stringify(body, (k, v) => {
    if (k === "token") return undefined;
    if (k === "message") return typeof v === "string" ? MENSAGENS_DE_SUCESSO[v] : undefined;
    return v;
  });
  return new Response(limpo, { status: response.status, statusText: response.statusText, headers });
}

async function houseError(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.delete("Content-Length");
  const body = (await readJson(response)) ?? {};

  let code = typeof body.code === "string" ? body.code : `HTTP_${response.status}`;
  let error = MENSAGENS[code] ?? MENSAGEM_PADRAO;
  if (response.status === 429) {
    const retryAfter = headers.get("X-Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    ({ code, message: error } = new MuitasTentativas());
  } else if (response.status === 404) {
    ({ code, message: error } = new NaoEncontrado("Rota não encontrada"));
  }
  return new Response(JSON.stringify({ error, message: error, code }), { status: response.status, headers });
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const parsed: unknown = JSON.parse(await response.text());
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
