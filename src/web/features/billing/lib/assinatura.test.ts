import { describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import type { AssinaturaDetalhe } from "@/shared/billing/schemas";
import {
  acaoPagamento,
  diasDeTeste,
  formatarDia,
  planoAtual,
  podeCancelar,
  textoDiasRestantes,
} from "./assinatura";

const acesso = (parcial: Partial<SubscriptionStatus>): SubscriptionStatus => ({
  hasActiveSubscription: false,
  isExpired: false,
  isTrialPeriod: false,
  canAccessSystem: true,
  limitationMessage: null,
  daysUntilExpiry: null,
  planLevel: 1,
  subscription: null,
  ...parcial,
});

describe("planoAtual", () => {
  it("is the plan whose monthly price equals the subscription's valor_mensal", () => {
    expect(planoAtual("89.90")?.id).toBe("plano-mensal-balcao");
    expect(planoAtual("79.90")?.id).toBe("plano-semestral-balcao");
    expect(planoAtual("69.9")?.id).toBe("plano-anual-balcao");
  });

  it("is none without a subscription or with a price no plan has", () => {
    expect(planoAtual(null)).toBeUndefined();
    expect(planoAtual("0.00")).toBeUndefined();
    expect(planoAtual("99.90")).toBeUndefined();
    expect(planoAtual("abc")).toBeUndefined();
  });
});

describe("trial days", () => {
  it("counts only during the trial", () => {
    expect(diasDeTeste(acesso({ isTrialPeriod: true, daysUntilExpiry: 5 }))).toBe(5);
    expect(diasDeTeste(acesso({ isTrialPeriod: false, daysUntilExpiry: 20 }))).toBeNull();
    expect(diasDeTeste(acesso({ isTrialPeriod: true, daysUntilExpiry: null }))).toBeNull();
  });

  it("says N dias restantes", () => {
    expect(textoDiasRestantes(5)).toBe("5 dias restantes");
    expect(textoDiasRestantes(1)).toBe("1 dia restante");
    expect(textoDiasRestantes(0)).toBe("0 dias restantes");
  });
});

describe("formatarDia", () => {
  it("shows a calendar day as dd/mm/aaaa without moving it to another zone", () => {
    expect(formatarDia("2026-11-30")).toBe("30/11/2026");
    expect(formatarDia("2027-01-01")).toBe("01/01/2027");
    expect(formatarDia("amanhã")).toBe("amanhã");
  });
});

type Assinatura = NonNullable<SubscriptionStatus["subscription"]>;

function detalhe(
  assinatura: Partial<Assinatura> | null,
  extra: Partial<Omit<AssinaturaDetalhe, "acesso">> & { acesso?: Partial<SubscriptionStatus> } = {},
): AssinaturaDetalhe {
  const subscription: Assinatura | null = assinatura && {
    id: "a1",
    virtual: false,
    status: "ativa",
    plano_id: "plano-mensal-balcao",
    plano_nome: "Mensal",
    data_inicio: "2026-11-01T12:00:00.000Z",
    data_vencimento: "2026-12-01T12:00:00.000Z",
    valor_mensal: "89.90",
    valor_total: "89.90",
    desconto_percentual: 0,
    ...assinatura,
  };
  return {
    cancelamento: null,
    compra_pendente: null,
    ...extra,
    acesso: acesso({ subscription, ...extra.acesso }),
  };
}

describe("the subscription card's actions", () => {
  it("offers to pay the trial, a blocked or a past-due subscription's own plan", () => {
    const pagar = { tipo: "pagar", planoId: "plano-mensal-balcao" };
    expect(acaoPagamento(detalhe({ status: "pendente" }, { acesso: { isTrialPeriod: true } }))).toEqual(
      pagar,
    );
    expect(acaoPagamento(detalhe({ status: "suspensa" }))).toEqual(pagar);
    expect(acaoPagamento(detalhe({ status: "cancelada" }))).toEqual(pagar);
    expect(acaoPagamento(detalhe({ status: "ativa" }, { acesso: { isExpired: true } }))).toEqual(pagar);
    expect(acaoPagamento(detalhe({ status: "suspensa", plano_id: null, valor_mensal: "69.90" }))).toEqual({
      tipo: "pagar",
      planoId: "plano-anual-balcao",
    });
  });

  it("resumes a purchase already started, and offers nothing to an active or virtual subscription", () => {
    expect(
      acaoPagamento(
        detalhe({ status: "pendente" }, { compra_pendente: { id: "c1", url_pagamento: "/checkout/x" } }),
      ),
    ).toEqual({ tipo: "continuar", url: "/checkout/x" });
    expect(acaoPagamento(detalhe({ status: "ativa" }))).toEqual({ tipo: "nenhuma" });
    expect(acaoPagamento(detalhe({ status: "ativa", virtual: true }))).toEqual({ tipo: "nenhuma" });
    const cancelamento = { data: "2026-11-10T12:00:00.000Z", acesso_ate: "2026-12-01T12:00:00.000Z" };
    expect(acaoPagamento(detalhe({ status: "ativa" }, { cancelamento }))).toEqual({ tipo: "nenhuma" });
    expect(acaoPagamento(detalhe(null))).toEqual({ tipo: "nenhuma" });
  });

  it("cancels a running own subscription once", () => {
    expect(podeCancelar(detalhe({ status: "ativa" }))).toBe(true);
    expect(podeCancelar(detalhe({ status: "pendente" }))).toBe(true);
    expect(podeCancelar(detalhe({ status: "suspensa" }))).toBe(false);
    expect(podeCancelar(detalhe({ status: "ativa", virtual: true }))).toBe(false);
    expect(podeCancelar(detalhe(null))).toBe(false);
    const cancelamento = { data: "2026-11-10T12:00:00.000Z", acesso_ate: "2026-12-01T12:00:00.000Z" };
    expect(podeCancelar(detalhe({ status: "ativa" }, { cancelamento }))).toBe(false);
  });
});
