import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MENSAGEM_CARACTERE_INVALIDO } from "@/shared/fields";
import { AUTH_BASE_PATH, type Auth, rotaAuthPermitida } from "./auth";
import { headersWithClientIp } from "./client-ip";
import { CorpoMuitoGrande, EntradaInvalida, MuitasTentativas, NaoEncontrado } from "./errors";
import { LIMITE_JSON } from "./validation";

/**
 * pt-BR text for better-auth's error codes. The code itself is kept (the web branches on
 * INVALID_EMAIL_OR_PASSWORD, INVALID_TOKEN), only the English message is replaced.
 */
const MENSAGENS: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "E-mail ou senha incorretos.",
  INVALID_EMAIL: "Email inválido",
  INVALID_TOKEN: "Este link de redefinição é inválido ou expirou. Solicite um novo link para continuar.",
  PASSWORD_TOO_SHORT: "A senha deve ter pelo menos 6 caracteres.",
  PASSWORD_TOO_LONG: "Senha muito longa",
  EMAIL_NOT_VERIFIED: "E-mail não confirmado. Verifique sua caixa de entrada.",
  INVALID_ORIGIN: "Origem da requisição não permitida.",
  MISSING_OR_NULL_ORIGIN: "Origem da requisição não permitida.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Origem da requisição não permitida.",
  VALIDATION_ERROR: "Dados inválidos.",
  UNAUTHORIZED: "Sessão expirada. Faça login novamente.",
  USER_NOT_FOUND: "Usuário não encontrado.",
};

/** Errors better-auth raises with a generic code, recognised by their text. */
const MENSAGENS_POR_TEXTO: Record<string, { code: string; error: string }> = {
  "Invalid JSON in request body": {
    code: "EntradaInvalida",
    error: "Corpo da requisição inválido: envie JSON.",
  },
};

/**
 * Mounts better-auth under /api/auth: only the endpoints the app uses answer (404 for the rest), the
 * body is read only up to the JSON limit and refused with a U+0000 in it, the client address it
 * rate-limits by comes from the socket, and its errors leave in the house shape `{ error, code, message }`
 * (`message` too, so better-auth's own client keeps working).
 */
export function authHandler(auth: Auth) {
  const limitar = bodyLimit({
    maxSize: LIMITE_JSON,
    onError: () => {
      throw new CorpoMuitoGrande();
    },
  });
  return async (c: Context): Promise<Response> => {
    const caminho = new URL(c.req.url).pathname.slice(AUTH_BASE_PATH.length);
    if (!rotaAuthPermitida(c.req.method, caminho)) throw new NaoEncontrado("Rota não encontrada");
    let resposta: Response | undefined;
    await limitar(c, async () => {
      // No field of these forms can hold U+0000, and PostgreSQL could neither store nor compare it.
      if (c.req.raw.body && temCaractereNulo(await c.req.raw.clone().text())) {
        throw new EntradaInvalida({ _: MENSAGEM_CARACTERE_INVALIDO });
      }
      const request = new Request(c.req.raw, { headers: headersWithClientIp(c) });
      const response = await auth.handler(request);
      resposta = response.status >= 400 ? await houseError(response) : await withoutSessionTokens(response);
    });
    // bodyLimit either ran the callback or threw.
    return resposta!;
  };
}

/** A NUL character in any string of a JSON body, or raw in any other body. */
function temCaractereNulo(texto: string): boolean {
  if (!texto.includes("\\u0000") && !texto.includes("\u0000")) return false;
  try {
    return contemNulo(JSON.parse(texto));
  } catch {
    return texto.includes("\u0000");
  }
}

function contemNulo(valor: unknown): boolean {
  if (typeof valor === "string") return valor.includes("\u0000");
  if (valor && typeof valor === "object") return Object.values(valor).some(contemNulo);
  return false;
}

/**
 * better-auth echoes the session token in JSON (sign-in, get-session). The session lives in an
 * HttpOnly cookie precisely so that page scripts never hold it; the copy in the body is removed.
 */
async function withoutSessionTokens(response: Response): Promise<Response> {
  if (!response.headers.get("content-type")?.includes("application/json")) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  const stripped = text.includes('"token"')
    ? JSON.stringify(JSON.parse(text), (k, v) => (k === "token" ? undefined : v))
    : text;
  return new Response(stripped, { status: response.status, statusText: response.statusText, headers });
}

async function houseError(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.delete("Content-Length");
  const body = (await readJson(response)) ?? {};

  let code = typeof body.code === "string" ? body.code : undefined;
  let error = typeof body.message === "string" ? body.message : undefined;
  if (response.status === 429) {
    const retryAfter = headers.get("X-Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    code = "MuitasTentativas";
    error = new MuitasTentativas().message;
  } else if (response.status === 404 && !code) {
    code = "NaoEncontrado";
    error = "Rota não encontrada";
  }
  if (code && MENSAGENS[code]) error = MENSAGENS[code];
  const porTexto = error ? MENSAGENS_POR_TEXTO[error] : undefined;
  if (porTexto) ({ code, error } = porTexto);
  error ??= "Não foi possível concluir a operação. Tente novamente.";
  code ??= `HTTP_${response.status}`;

  return new Response(JSON.stringify({ ...body, error, message: error, code }), {
    status: response.status,
    headers,
  });
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
