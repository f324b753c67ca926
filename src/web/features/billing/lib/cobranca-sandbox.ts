import type { FormaCobranca, ResultadoSandbox } from "@/shared/billing/schemas";

/** What the sandbox checkout does with a charge, by the provider's status (Asaas's words). */
export type SituacaoCobranca = "aberta" | "paga" | "encerrada";

export function situacaoCobranca(status: string): SituacaoCobranca {
  if (status === "CONFIRMED" || status === "RECEIVED" || status === "RECEIVED_IN_CASH") return "paga";
  if (status === "DELETED" || status === "REFUNDED" || status.startsWith("CHARGEBACK")) return "encerrada";
  // PENDING, OVERDUE (Asaas still takes an overdue charge), and anything new: the buyer may pay.
  return "aberta";
}

const ROTULOS: Record<string, string> = {
  PENDING: "Aguardando pagamento",
  OVERDUE: "Vencida",
  CONFIRMED: "Paga",
  RECEIVED: "Paga",
  RECEIVED_IN_CASH: "Paga",
  DELETED: "Cancelada",
  REFUNDED: "Estornada",
};

export function rotuloStatusCobranca(status: string): string {
  return ROTULOS[status] ?? status;
}

export type FormaEscolhida = Exclude<FormaCobranca, "UNDEFINED">;

/** The method the page starts on: the one already chosen for the charge, else PIX. */
export function formaInicial(forma: FormaCobranca): FormaEscolhida {
  return forma === "UNDEFINED" ? "PIX" : forma;
}

/** The tester's buttons, in the order a checkout shows them. */
export const RESULTADOS: { resultado: ResultadoSandbox; rotulo: string; explica: string }[] = [
  { resultado: "pago", rotulo: "Marcar como pago", explica: "O pagamento é aprovado e confirmado." },
  {
    resultado: "pendente",
    rotulo: "Marcar como pendente",
    explica: "O comprador escolheu e ainda não pagou.",
  },
  { resultado: "recusado", rotulo: "Marcar como recusado", explica: "A operadora recusa o pagamento." },
  {
    resultado: "vencido",
    rotulo: "Marcar como vencido",
    explica: "O prazo da cobrança termina sem pagamento.",
  },
];
