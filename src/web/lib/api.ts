/** The one way the browser talks to the server: JSON over fetch, same origin, cookies included. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Per-field messages of a 400, keyed by field name. */
    readonly campos: Record<string, string> = {},
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

export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "include",
    });
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
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
