import type { StatusPagamento } from "@/shared/billing/schemas";
import type { EventoPagamento } from "./billing.provider";

/**
 * What an event says about its charge, in our words (spec §4: Pago, Pendente, Vencido, Estornado), and
 * the rule that keeps a charge's status moving forward whatever order the events arrive in.
 */

const POR_TIPO: Record<string, StatusPagamento> = {
  PAYMENT_CONFIRMED: "confirmed",
  PAYMENT_RECEIVED: "confirmed",
  PAYMENT_OVERDUE: "overdue",
  PAYMENT_REFUNDED: "refunded",
  PAYMENT_CHARGEBACK_REQUESTED: "refunded",
  PAYMENT_DELETED: "deleted",
};

/** Asaas's payment status, for the events that only say "the charge changed" (created, updated). */
const POR_STATUS: Record<string, StatusPagamento> = {
  PENDING: "pending",
  AWAITING_RISK_ANALYSIS: "pending",
  CONFIRMED: "confirmed",
  RECEIVED: "confirmed",
  RECEIVED_IN_CASH: "confirmed",
  OVERDUE: "overdue",
  REFUNDED: "refunded",
  CHARGEBACK_REQUESTED: "refunded",
  CHARGEBACK_DISPUTE: "refunded",
  AWAITING_CHARGEBACK_REVERSAL: "refunded",
};

/** The charge's status after the event; null when the event does not speak of it (a refused card). */
export function statusDoEvento(evento: Pick<EventoPagamento, "tipo" | "pagamento">): StatusPagamento | null {
  if (evento.tipo === "PAYMENT_CREATED" || evento.tipo === "PAYMENT_UPDATED")
    return POR_STATUS[evento.pagamento.status] ?? null;
  return POR_TIPO[evento.tipo] ?? null;
}

/** A charge's life in one direction: open, then late, then paid, then undone. */
const ORDEM: Record<StatusPagamento, number> = {
  pending: 0,
  overdue: 1,
  confirmed: 2,
  refunded: 3,
  deleted: 3,
};

/**
 * Whether an event may move the charge: a newer event always does; one from the same moment (Asaas dates
 * to the second, and a card is confirmed and received together) only forward; an older one never.
 */
export function eventoAvanca(
  atual: { status: StatusPagamento; evento_em: Date },
  novo: { status: StatusPagamento; em: Date },
): boolean {
  const diferenca = novo.em.getTime() - atual.evento_em.getTime();
  if (diferenca !== 0) return diferenca > 0;
  return ORDEM[novo.status] > ORDEM[atual.status];
}
