import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Errors a user can cause. Each has a literal `code` and a pt-BR message; `app.onError` turns them into
 * `{ error, code, campos? }` with their status. Anything else is a 500 that is logged, never shown.
 * The generic ones live here; each module keeps its own in `<domain>.errors.ts`.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly status: ContentfulStatusCode;
  /** One message per field, keyed by the field's path ("email", "itens.0.quantidade"). */
  readonly campos?: Record<string, string>;
  /** More of the answer, beside `error` and `code` (a stale tab's current state, for one). */
  readonly extras?: Record<string, unknown>;
}

export class EntradaInvalida extends DomainError {
  readonly code = "EntradaInvalida";
  readonly status = 400;
  constructor(
    override readonly campos: Record<string, string>,
    message = Object.values(campos)[0] ?? "Dados inválidos",
  ) {
    super(message);
  }
}

/** A body over the route's limit, refused before it is read in full (see `corpo` in validation.ts). */
export class CorpoMuitoGrande extends DomainError {
  readonly code: string = "CorpoMuitoGrande";
  readonly status = 413;
  override message = "Requisição muito grande: o máximo é 256 KB.";
}

export class NaoAutenticado extends DomainError {
  readonly code = "NaoAutenticado";
  readonly status = 401;
  override message = "Sessão expirada. Faça login novamente.";
}

export class NaoEncontrado extends DomainError {
  readonly code = "NaoEncontrado";
  readonly status = 404;
}

export class MuitasTentativas extends DomainError {
  readonly code = "MuitasTentativas";
  readonly status = 429;
  constructor(message = "Muitas tentativas. Aguarde um momento e tente novamente.") {
    super(message);
  }
}

export class OrigemNaoPermitida extends DomainError {
  readonly code = "OrigemNaoPermitida";
  readonly status = 403;
  override message = "Origem da requisição não permitida.";
}
