import type { FormaCobranca } from "@/shared/billing/schemas";

/**
 * The payment provider, behind one interface (PAYMENT_PROVIDER): `sandbox`, served by Balcão itself so
 * the whole journey works with no account anywhere, and `asaas`, the provider the product bills through.
 * Both speak Asaas's shapes: the sandbox answers and posts webhook events exactly as Asaas does, so one
 * parser and one webhook route serve both.
 */
export interface ProvedorPagamento {
  readonly nome: "sandbox" | "asaas";

  /**
   * Creates (or reuses) the customer and a subscription whose first charge falls due on `primeiroVencimento`;
   * answers the ids and where the buyer pays the first charge.
   */
  criarAssinatura(pedido: PedidoAssinatura): Promise<AssinaturaCriada>;

  /** Ends the provider's subscription: no further charges. Already ended is not an error. */
  cancelarAssinatura(idAssinatura: string): Promise<void>;

  /**
   * Authenticates a webhook request (its token, compared in constant time) and parses its event;
   * throws `WebhookNaoAutorizado` or `EventoInvalido`.
   */
  lerWebhook(pedido: { headers: Headers; corpo: unknown }): EventoPagamento;
}

export interface PedidoAssinatura {
  /** Our compra id: the provider's externalReference on the subscription and every charge. */
  referencia: string;
  cliente: { nome: string; cpfCnpj: string; email: string; telefone: string | null; referencia: string };
  /** The whole period's price (numeric text, "838.80") charged each cycle. */
  valor: string;
  ciclo: "MONTHLY" | "SEMIANNUALLY" | "YEARLY";
  descricao: string;
  /** "YYYY-MM-DD", São Paulo. */
  primeiroVencimento: string;
}

export interface AssinaturaCriada {
  idCliente: string;
  idAssinatura: string;
  /** The first charge's page (Asaas's invoiceUrl, or the sandbox checkout). */
  urlPagamento: string;
}

/** Asaas's webhook event types the product acts on; others are stored and ignored. */
export const TIPOS_EVENTO = [
  "PAYMENT_CREATED",
  "PAYMENT_UPDATED",
  "PAYMENT_CONFIRMED",
  "PAYMENT_RECEIVED",
  "PAYMENT_OVERDUE",
  "PAYMENT_REFUNDED",
  "PAYMENT_CHARGEBACK_REQUESTED",
  "PAYMENT_DELETED",
  /** A card the buyer typed was refused: the charge stays open, the purchase shows "recusada". */
  "PAYMENT_CREDIT_CARD_CAPTURE_REFUSED",
] as const;

export interface EventoPagamento {
  /** The provider's event id ("evt_…"): unique, so a redelivery is recognised. */
  id: string;
  tipo: string;
  /** When the provider created the event: the order in which a charge's states are applied. */
  criadoEm: Date;
  pagamento: {
    id: string;
    idAssinatura: string | null;
    idCliente: string;
    valor: string;
    forma: FormaCobranca;
    /** Asaas's status (PENDING, CONFIRMED, RECEIVED, RECEIVED_IN_CASH, OVERDUE, REFUNDED, …). */
    status: string;
    vencimento: string;
    dataPagamento: string | null;
    /** Our compra id. */
    referencia: string | null;
    urlFatura: string | null;
  };
  /** The body as it arrived, stored raw. */
  bruto: unknown;
}
