import { formatarCentavos } from "@/shared/money";
import { MENSAGEM_CARRINHO_VAZIO, MENSAGEM_COMANDA_ALTERADA } from "@/shared/pos/constantes";
import type { Comanda } from "@/shared/pos/schemas";
import { DomainError, NaoEncontrado } from "../../lib/errors";

/** The point of sale's errors (spec §8). app.onError answers `{ error, code, campos? }` with the status. */

export const MENSAGEM_MESA_DUPLICADA = "Já existe uma mesa com este número";
export const MENSAGEM_MESA_COM_COMANDA = "Mesa possui comandas ativas";
export const MENSAGEM_MESA_NAO_LIVRE = "Esta mesa não está livre";
export const MENSAGEM_COMANDA_FECHADA = "Comanda já está fechada";
export const MENSAGEM_COMANDA_SEM_ITENS = "Adicione itens à comanda antes de fechar";
export const MENSAGEM_CHAVE_REUTILIZADA =
  "Esta confirmação de venda já foi usada para outro carrinho. Confira as últimas vendas e tente de novo.";

/** 400, with the field message too, so the web can show title "Carrinho vazio" and this text. */
export class CarrinhoVazio extends DomainError {
  readonly code = "CarrinhoVazio";
  readonly status = 400;
  /** Other fields' messages too, when the same request had more wrong with it. */
  constructor(override readonly campos: Record<string, string> = { itens: MENSAGEM_CARRINHO_VAZIO }) {
    super(MENSAGEM_CARRINHO_VAZIO);
  }
}

export class MesaDuplicada extends DomainError {
  readonly code = "MesaDuplicada";
  readonly status = 409;
  override readonly campos = { numero_mesa: MENSAGEM_MESA_DUPLICADA };
  override message = MENSAGEM_MESA_DUPLICADA;
}

export class MesaComComandaAberta extends DomainError {
  readonly code = "MesaComComandaAberta";
  readonly status = 409;
  override message = MENSAGEM_MESA_COM_COMANDA;
}

export class MesaNaoLivre extends DomainError {
  readonly code = "MesaNaoLivre";
  readonly status = 409;
  override message = MENSAGEM_MESA_NAO_LIVRE;
}

export class ComandaFechada extends DomainError {
  readonly code = "ComandaFechada";
  readonly status = 409;
  override message = MENSAGEM_COMANDA_FECHADA;
}

export class ComandaCancelada extends DomainError {
  readonly code = "ComandaCancelada";
  readonly status = 409;
  override message = "Comanda cancelada";
}

/** 409: the tab was merged into another (decision 138); the other one holds its lines now. */
export class ComandaJuntada extends DomainError {
  readonly code = "ComandaJuntada";
  readonly status = 409;
  override message = "Esta comanda foi juntada a outra";
}

/** 409: the tab chosen to receive items or a merge is not open any more. */
export class DestinoIndisponivel extends DomainError {
  readonly code = "DestinoIndisponivel";
  readonly status = 409;
  override message = "A comanda de destino não está mais aberta";
}

export const MENSAGEM_TRANSFERENCIA_REUTILIZADA =
  "Esta transferência já foi feita com outros itens. Confira as comandas e tente de novo.";

/** 422: the key names one "Transferir" or "Juntar" click, and that click already moved something else. */
export class TransferenciaReutilizada extends DomainError {
  readonly code = "ChaveIdempotenciaReutilizada";
  readonly status = 422;
  override message = MENSAGEM_TRANSFERENCIA_REUTILIZADA;
}

/**
 * 409: the tab changed since the person looked at it (decision 132). Nothing was done; the answer
 * carries the tab as it is now, so the screen shows the new total and the person decides again.
 */
export class ComandaAlterada extends DomainError {
  readonly code = "ComandaAlterada";
  readonly status = 409;
  override message = MENSAGEM_COMANDA_ALTERADA;
  override extras: { comanda: Comanda };
  constructor(comanda: Comanda) {
    super(MENSAGEM_COMANDA_ALTERADA);
    this.extras = { comanda };
  }
}

export class ComandaSemItens extends DomainError {
  readonly code = "ComandaSemItens";
  readonly status = 400;
  override message = MENSAGEM_COMANDA_SEM_ITENS;
}

/**
 * 422: the idempotency key names one "Confirmar Venda" click, and that click already sold another cart
 * (decision 036). Nothing is written; the till clears the key, so the next attempt is a new sale.
 */
export class ChaveIdempotenciaReutilizada extends DomainError {
  readonly code = "ChaveIdempotenciaReutilizada";
  readonly status = 422;
  override message = MENSAGEM_CHAVE_REUTILIZADA;
}

export const MENSAGEM_PEDIDO_REUTILIZADO =
  "Este pedido já foi enviado com outros itens. Confira a comanda e envie de novo.";

/** 422: the key names one "Enviar pedido", and that order already added other items (decision 130). */
export class PedidoReutilizado extends DomainError {
  readonly code = "ChaveIdempotenciaReutilizada";
  readonly status = 422;
  override message = MENSAGEM_PEDIDO_REUTILIZADO;
}

export const MENSAGEM_PAGAMENTO_REUTILIZADO =
  "Este pagamento já foi registrado com outro valor. Confira os pagamentos da conta e registre de novo.";

/** 422: the key names one payment click, and that click already paid something else (decision 152). */
export class PagamentoReutilizado extends DomainError {
  readonly code = "ChaveIdempotenciaReutilizada";
  readonly status = 422;
  override message = MENSAGEM_PAGAMENTO_REUTILIZADO;
}

/**
 * 409: a change to an open tab (a discount, the service or couvert removed, an item removed, fewer
 * people) would leave its bill below what was already paid (decision 152). Nothing changed.
 */
export class ContaMenorQuePago extends DomainError {
  readonly code = "ContaMenorQuePago";
  readonly status = 409;
  constructor(aPagarCentavos: number, pagoCentavos: number) {
    super(
      `A conta ficaria em ${formatarCentavos(aPagarCentavos)}, menos que os ${formatarCentavos(pagoCentavos)} já pagos. Nada foi alterado.`,
    );
  }
}

export const vendaNaoEncontrada = () => new NaoEncontrado("Venda não encontrada");
export const mesaNaoEncontrada = () => new NaoEncontrado("Mesa não encontrada");
export const comandaNaoEncontrada = () => new NaoEncontrado("Comanda não encontrada");
