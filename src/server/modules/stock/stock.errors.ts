import { MENSAGEM_ESTOQUE_INSUFICIENTE } from "@/shared/stock/schemas";
import { DomainError } from "../../lib/errors";

/** The stock's errors (spec §8). app.onError answers `{ error, code }` with the status. */

export class EstoqueInsuficiente extends DomainError {
  readonly code = "EstoqueInsuficiente";
  readonly status = 409;
  constructor(message = MENSAGEM_ESTOQUE_INSUFICIENTE) {
    super(message);
  }
}
