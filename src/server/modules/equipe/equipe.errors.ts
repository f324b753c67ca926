import { NOMES_PAPEIS, type Papel } from "@/shared/equipe/papeis";
import { DomainError, NaoEncontrado } from "../../lib/errors";

/** The staff's errors. app.onError answers `{ error, code, campos? }` with the status. */

/** 403: the person's role does not include the route's permission (rotas-permissoes.ts). */
export class SemPermissao extends DomainError {
  readonly code = "SemPermissao";
  readonly status = 403;
  constructor(papel: Papel) {
    super(`Sua função (${NOMES_PAPEIS[papel]}) não permite esta ação.`);
  }
}

export const pessoaNaoEncontrada = () => new NaoEncontrado("Pessoa não encontrada");

export const MENSAGEM_EMAIL_COM_ACESSO =
  "Este e-mail já tem acesso ao Balcão. Use outro e-mail para esta pessoa.";

/** 409: a login is one person of one establishment; an e-mail that signs in anywhere cannot be invited. */
export class EmailJaTemAcesso extends DomainError {
  readonly code = "EmailJaTemAcesso";
  readonly status = 409;
  override readonly campos = { email: MENSAGEM_EMAIL_COM_ACESSO };
  override message = MENSAGEM_EMAIL_COM_ACESSO;
}

/** 409: the owner is the account itself; their role and access are not the staff screen's to change. */
export class DonoNaoAlteravel extends DomainError {
  readonly code = "DonoNaoAlteravel";
  readonly status = 409;
  override message = "A função e o acesso do dono não podem ser alterados.";
}

/** 403: the plan's number of active people is reached (FEATURE_GATING=on). */
export class LimiteDeEquipe extends DomainError {
  readonly code = "LimiteDeEquipe";
  readonly status = 403;
}
