import { type ClientResponse, hc } from "hono/client";
import type { ApiType } from "@/server/api-type";

/**
 * The one way the browser talks to the server: the typed client of the JSON API (same origin, cookies
 * included). Paths, inputs and answers come from the server's own route declarations (server/api.ts),
 * so a changed route or field breaks the build, not the screen:
 *
 *   const produtos = await resposta(api.produtos.$get());
 *   await resposta(api.produtos[":id"].$put({ param: { id }, json: dados }));
 */
export const api = hc<ApiType>("/api", { init: { credentials: "include" } });

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field messages of a 400, keyed by field name. */
    readonly campos: Record<string, string> = {},
    /** The whole answer, for refusals that carry more (a 409's current state of what changed). */
    readonly corpo: unknown = null,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: string;
  message?: string;
  code?: string;
  campos?: Record<string, string>;
}

/** The answer's body, or an ApiError with the server's pt-BR message (or the lack of a connection). */
export async function resposta<T>(pedido: Promise<ClientResponse<T>>): Promise<T> {
  return (await ler<T>(pedido)).dados;
}

/** `resposta` with the answer's headers. */
export function respostaComCabecalhos<T>(
  pedido: Promise<ClientResponse<T>>,
): Promise<{ dados: T; cabecalhos: Headers }> {
  return ler<T>(pedido);
}

/**
 * The few calls to better-auth's own endpoints (/api/auth: sign-in and the password reset), which are
 * not part of the API's type; their answers are not used, only their errors.
 */
export async function chamarAuth(
  caminho: "/sign-in/email" | "/request-password-reset" | "/reset-password",
  corpo: Record<string, string>,
): Promise<unknown> {
  const { dados } = await ler(
    fetch(`/api/auth${caminho}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(corpo),
      credentials: "include",
    }),
  );
  return dados;
}

async function ler<T>(
  pedido: Promise<{ ok: boolean; status: number; headers: Headers; text(): Promise<string> }>,
): Promise<{ dados: T; cabecalhos: Headers }> {
  let response: Awaited<typeof pedido>;
  try {
    response = await pedido;
  } catch {
    throw new ApiError(0, "SemConexao", "Sem conexão com o servidor. Verifique sua internet.");
  }
  const text = await response.text();
  const data = text ? safeJson(text) : null;
  if (!response.ok) {
    const body = (data ?? {}) as ErrorBody;
    throw new ApiError(
      response.status,
      body.code ?? String(response.status),
      body.error ?? body.message ?? "Erro inesperado. Tente novamente.",
      body.campos ?? {},
      data,
    );
  }
  // The route's declared answer (ApiType): the one place the parsed text meets its type.
  return { dados: data as T, cabecalhos: response.headers };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
