import { DomainError, NaoEncontrado } from "../../lib/errors";

export const MENSAGEM_EMAIL_DE_EQUIPE =
  "Este e-mail já é o login de uma pessoa da equipe de um estabelecimento. Use outro e-mail para a nova conta.";

/** Plans, purchases, payments and access (spec accounts-plans-settings §4, §8). */

export const assinaturaNaoEncontrada = () =>
  new NaoEncontrado("Nenhuma assinatura ativa. Assine um plano para continuar usando o sistema.");
export const planoNaoEncontrado = () =>
  new NaoEncontrado("Plano não encontrado. Escolha um dos planos disponíveis.");
export const compraNaoEncontrada = () => new NaoEncontrado("Pagamento não encontrado");

/** A webhook without the provider's token: 401, and nothing is read or stored. */
export class WebhookNaoAutorizado extends DomainError {
  readonly code = "WebhookNaoAutorizado";
  readonly status = 401;
  override message = "Token do webhook inválido.";
}

/** A webhook body that is not an event of the provider. */
export class EventoInvalido extends DomainError {
  readonly code = "EventoInvalido";
  readonly status = 400;
  constructor(message = "Evento de pagamento inválido.") {
    super(message);
  }
}

/** The provider could not be reached or refused the request: the buyer may try again. */
export class ProvedorIndisponivel extends DomainError {
  readonly code = "ProvedorIndisponivel";
  readonly status = 502;
  constructor(
    message = "Não foi possível falar com o provedor de pagamento agora. Tente novamente em instantes.",
  ) {
    super(message);
  }
}

export const cobrancaNaoEncontrada = () => new NaoEncontrado("Cobrança não encontrada");

/** The sandbox's charge was deleted or refunded: nothing is left to pay. */
export class CobrancaEncerrada extends DomainError {
  readonly code = "CobrancaEncerrada";
  readonly status = 409;
  override message = "Esta cobrança foi cancelada e não pode mais ser paga. Inicie um novo pagamento.";
}

/**
 * The access rule blocks the account (trial over, suspended, cancelled, past due): 402 with the rule's
 * own message, on every operation but those of rotas-liberadas.ts (decision 105).
 */
export class AssinaturaBloqueada extends DomainError {
  readonly code = "AssinaturaBloqueada";
  readonly status = 402;
}

/** FEATURE_GATING=on and the plan's level is below the feature's (decision 106). */
export class FuncionalidadeNaoIncluida extends DomainError {
  readonly code = "FuncionalidadeNaoIncluida";
  readonly status = 403;
}

/** 409: pay first with the e-mail of a staff login — a login is one person of one establishment. */
export class EmailDeEquipe extends DomainError {
  readonly code = "EmailDeEquipe";
  readonly status = 409;
  override readonly campos = { email: MENSAGEM_EMAIL_DE_EQUIPE };
  override message = MENSAGEM_EMAIL_DE_EQUIPE;
}
