import { DomainError, NaoEncontrado } from "../../lib/errors";

/** The cash register's errors (decisions 160–163). app.onError answers `{ error, code, ... }`. */

/**
 * 409: the till has no open caixa while the account requires one to sell ("Exigir caixa aberto para
 * vender"), or a cancellation must give back money that went through a caixa. Nothing was done; the web
 * offers to open the caixa right there.
 */
export class CaixaNaoAberto extends DomainError {
  readonly code = "CaixaNaoAberto";
  readonly status = 409;
  override extras: { terminal: string };
  constructor(terminal: string, para: "vender" | "cancelar") {
    super(
      para === "vender"
        ? `O terminal ${terminal} está sem caixa aberto. Abra o caixa para receber pagamentos.`
        : `O terminal ${terminal} está sem caixa aberto. Abra o caixa para cancelar: o valor pago volta por ele.`,
    );
    this.extras = { terminal };
  }
}

/** 409: one open caixa per till (decision 160). */
export class CaixaJaAberto extends DomainError {
  readonly code = "CaixaJaAberto";
  readonly status = 409;
  constructor(terminal: string) {
    super(`O terminal ${terminal} já tem um caixa aberto.`);
  }
}

/** 409: a closed caixa takes no movement and no second close (decision 162). */
export class CaixaFechado extends DomainError {
  readonly code = "CaixaFechado";
  readonly status = 409;
  override message = "Este caixa já foi fechado. Nada foi alterado.";
}

export const MENSAGEM_CAIXA_REUTILIZADO =
  "Esta ação de caixa já foi registrada com outros valores. Confira o caixa e tente de novo.";

/** 422: the key names one click, and that click already did something else. */
export class CaixaReutilizado extends DomainError {
  readonly code = "ChaveIdempotenciaReutilizada";
  readonly status = 422;
  override message = MENSAGEM_CAIXA_REUTILIZADO;
}

export const caixaNaoEncontrado = () => new NaoEncontrado("Caixa não encontrado");
