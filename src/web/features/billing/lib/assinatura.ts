import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import { PLANOS, type PlanoInfo } from "@/shared/billing/planos";
import type { AssinaturaDetalhe } from "@/shared/billing/schemas";
import { toCentavos } from "@/shared/money";
import { urlPagamentoSegura } from "./checkout";

/** How the settings' subscription card shows the subscription (spec §4 display colours and texts). */

type StatusAssinatura = NonNullable<SubscriptionStatus["subscription"]>["status"];

export const ROTULO_STATUS_ASSINATURA: Record<StatusAssinatura, string> = {
  ativa: "Ativa",
  pendente: "Pendente",
  suspensa: "Suspensa",
  cancelada: "Cancelada",
};

/** Ativa green, Pendente orange, Suspensa red, Cancelada gray (spec §4). */
export const COR_STATUS_ASSINATURA = {
  ativa: "success",
  pendente: "warning",
  suspensa: "destructive",
  cancelada: "secondary",
} as const satisfies Record<StatusAssinatura, string>;

/**
 * The plans panel's current plan: the one whose monthly price equals the subscription's valor_mensal
 * (spec §2). None when there is no subscription or its price is not one of today's plans.
 */
export function planoAtual(valorMensal: string | null | undefined): PlanoInfo | undefined {
  if (!valorMensal) return undefined;
  let centavos: number;
  try {
    centavos = toCentavos(valorMensal);
  } catch {
    return undefined;
  }
  return PLANOS.find((p) => p.precoMensalCentavos === centavos);
}

export function textoDiasRestantes(dias: number): string {
  return dias === 1 ? "1 dia restante" : `${dias} dias restantes`;
}

/** The trial's days left, only while the subscription is in its trial (spec §4: rounded up). */
export function diasDeTeste(acesso: SubscriptionStatus): number | null {
  return acesso.isTrialPeriod && acesso.daysUntilExpiry !== null ? acesso.daysUntilExpiry : null;
}

/** "2026-11-30" (a calendar day, as the provider sends due dates) -> "30/11/2026", with no time zone shift. */
export function formatarDia(dia: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(dia);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : dia;
}

export type AcaoPagamento =
  | { tipo: "continuar"; url: string }
  | { tipo: "pagar"; planoId: string }
  | { tipo: "nenhuma" };

/**
 * The subscription card's payment button: resume a purchase already started; pay the subscription's own
 * plan while in trial, or when it is blocked (suspended, cancelled, past due); nothing for an active
 * subscription, which the provider renews by itself, nor for the super admin's virtual one.
 */
export function acaoPagamento(detalhe: AssinaturaDetalhe): AcaoPagamento {
  const assinatura = detalhe.acesso.subscription;
  if (!assinatura || assinatura.virtual) return { tipo: "nenhuma" };
  const url = urlPagamentoSegura(detalhe.compra_pendente?.url_pagamento);
  if (url) return { tipo: "continuar", url };
  // Active and within its period (a cancelled one too, until its end): nothing to pay yet.
  if (assinatura.status === "ativa" && !detalhe.acesso.isExpired) return { tipo: "nenhuma" };
  const planoId = assinatura.plano_id ?? planoAtual(assinatura.valor_mensal)?.id;
  return planoId ? { tipo: "pagar", planoId } : { tipo: "nenhuma" };
}

/** "Cancele quando quiser": an own subscription that is running (active or in trial) and not cancelled yet. */
export function podeCancelar(detalhe: AssinaturaDetalhe): boolean {
  const assinatura = detalhe.acesso.subscription;
  if (!assinatura || assinatura.virtual || detalhe.cancelamento) return false;
  return assinatura.status === "ativa" || assinatura.status === "pendente";
}
