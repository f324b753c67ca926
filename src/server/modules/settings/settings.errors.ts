import { MENSAGEM_ARQUIVO_INVALIDO } from "@/shared/settings/schemas";
import { DomainError } from "../../lib/errors";

/** The settings' errors (spec §8). app.onError answers `{ error, code, campos? }` with the status. */

/**
 * An import that is not a JSON object with a `configuracoes` object, or whose fields a save would refuse
 * (§5); `campos` says which.
 */
export class ArquivoInvalido extends DomainError {
  readonly code = "ArquivoInvalido";
  readonly status = 400;
  override message = MENSAGEM_ARQUIVO_INVALIDO;
  constructor(override readonly campos?: Record<string, string>) {
    super();
  }
}
