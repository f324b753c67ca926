import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * Errors a user can cause. Each has a literal `code` and a pt-BR message; `app.onError` turns them into
 * `{ error, code, campos? }` with their status. Anything else is a 500 that is logged, never shown.
 */
export abstract class DomainError extends Error {
  abstract readonly code: string;
  abstract readonly status: ContentfulStatusCode;
}

export class EntradaInvalida extends DomainError {
  readonly code = "EntradaInvalida";
  readonly status = 400;
  /** One message per field, keyed by the field's path ("email", "itens.0.quantidade"). */
  constructor(
    readonly campos: Record<string, string>,
    message = Object.values(campos)[0] ?? "Dados inválidos",
  ) {
    super(message);
  }
}

export class NaoAutenticado extends DomainError {
  readonly code = "NaoAutenticado";
  readonly status = 401;
  constructor(message = "Sessão expirada. Faça login novamente.") {
    super(message);
  }
}

export class AcessoNegado extends DomainError {
  readonly code = "AcessoNegado";
  readonly status = 403;
}

export class NaoEncontrado extends DomainError {
  readonly code = "NaoEncontrado";
  readonly status = 404;
}

export class Conflito extends DomainError {
  readonly code: string;
  readonly status = 409;
  constructor(message: string, code = "Conflito") {
    super(message);
    this.code = code;
  }
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
  constructor(message = "Origem da requisição não permitida.") {
    super(message);
  }
}
