import { DomainError } from "../../lib/errors";

/** The accounts' errors (spec §8). app.onError answers `{ error, code, campos? }` with the status. */

export const MENSAGEM_EMAIL_JA_CADASTRADO = "Este e-mail já está cadastrado. Tente fazer login.";
export const MENSAGEM_PLANO_INVALIDO = "Plano não encontrado. Escolha um dos planos disponíveis.";

export class EmailJaCadastrado extends DomainError {
  readonly code = "EmailJaCadastrado";
  readonly status = 409;
  override readonly campos = { email: MENSAGEM_EMAIL_JA_CADASTRADO };
  override message = MENSAGEM_EMAIL_JA_CADASTRADO;
}

/** The operator's command named an e-mail no account has. */
export class ContaNaoEncontrada extends DomainError {
  readonly code = "ContaNaoEncontrada";
  readonly status = 404;
  override message = "Nenhuma conta com este e-mail.";
}
