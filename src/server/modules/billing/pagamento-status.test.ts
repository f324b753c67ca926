import { describe, expect, test } from "vitest";
import { eventoAvanca, statusDoEvento } from "./pagamento-status";
import { novoStatusDaCompra } from "./pagamentos.service";
import { lerEventoAsaas } from "./providers/asaas-evento";
import type { CobrancaSandbox } from "./providers/sandbox.queries";
import { destinoDoResultado } from "./providers/sandbox-destino";

const COMPRA = "3f1c2a44-9d1e-4a7b-8c55-0b6f3d2e1a90";

/** An Asaas event body as its documentation shows it. */
function corpo(event: string, status: string, extra: Record<string, unknown> = {}) {
  return {
    id: `evt_${event}_${status}`,
    event,
    dateCreated: "2026-04-10 16:45:03",
    payment: {
      object: "payment",
      id: "pay_080225913252",
      subscription: "sub_VXJBYgP2u0eO",
      customer: "cus_000005219613",
      value: 838.8,
      netValue: 830.1,
      billingType: "BOLETO",
      status,
      dueDate: "2026-04-10",
      paymentDate: status === "RECEIVED" ? "2026-04-10" : null,
      externalReference: COMPRA,
      invoiceUrl: "https://www.asaas.com/i/080225913252",
      ...extra,
    },
  };
}

describe("eventos do Asaas: leitura e o status que cada um dá à cobrança", () => {
  test.each([
    ["PAYMENT_CREATED", "PENDING", "pending"],
    ["PAYMENT_UPDATED", "PENDING", "pending"],
    ["PAYMENT_UPDATED", "OVERDUE", "overdue"],
    ["PAYMENT_CONFIRMED", "CONFIRMED", "confirmed"],
    ["PAYMENT_RECEIVED", "RECEIVED", "confirmed"],
    ["PAYMENT_RECEIVED", "RECEIVED_IN_CASH", "confirmed"],
    ["PAYMENT_OVERDUE", "OVERDUE", "overdue"],
    ["PAYMENT_REFUNDED", "REFUNDED", "refunded"],
    ["PAYMENT_CHARGEBACK_REQUESTED", "CHARGEBACK_REQUESTED", "refunded"],
    ["PAYMENT_DELETED", "PENDING", "deleted"],
    ["PAYMENT_CREDIT_CARD_CAPTURE_REFUSED", "PENDING", null],
    ["PAYMENT_ANTICIPATED", "RECEIVED", null],
  ])("%s (%s) → %s", (tipo, status, esperado) => {
    const evento = lerEventoAsaas(corpo(tipo, status));
    expect(evento).toMatchObject({
      tipo,
      pagamento: {
        id: "pay_080225913252",
        idAssinatura: "sub_VXJBYgP2u0eO",
        valor: "838.80",
        forma: "BOLETO",
        status,
        referencia: COMPRA,
      },
    });
    // 16:45:03 in São Paulo (UTC−3).
    expect(evento.criadoEm.toISOString()).toBe("2026-04-10T19:45:03.000Z");
    expect(statusDoEvento(evento)).toBe(esperado);
  });

  test("campos que faltam ou sobram: o evento é inválido, ou lido com o que importa", () => {
    expect(() => lerEventoAsaas({ id: "evt_1", event: "PAYMENT_RECEIVED" })).toThrow(
      "Evento de pagamento inválido.",
    );
    expect(() => lerEventoAsaas(corpo("PAYMENT_RECEIVED", "RECEIVED", { value: "838,80" }))).toThrow();
    const semAssinatura = lerEventoAsaas(
      corpo("PAYMENT_RECEIVED", "RECEIVED", { subscription: null, billingType: "PIX_NOVO" }),
    );
    expect(semAssinatura.pagamento).toMatchObject({ idAssinatura: null, forma: "UNDEFINED" });
  });
});

describe("o status de uma cobrança só avança", () => {
  const em = (s: number) => new Date(Date.UTC(2026, 3, 10, 19, 45, s));
  test("um evento mais novo sempre move; um mais velho nunca; no mesmo segundo, só para frente", () => {
    expect(eventoAvanca({ status: "confirmed", evento_em: em(0) }, { status: "overdue", em: em(1) })).toBe(
      true,
    );
    expect(eventoAvanca({ status: "pending", evento_em: em(5) }, { status: "confirmed", em: em(1) })).toBe(
      false,
    );
    expect(eventoAvanca({ status: "pending", evento_em: em(5) }, { status: "confirmed", em: em(5) })).toBe(
      true,
    );
    expect(eventoAvanca({ status: "confirmed", evento_em: em(5) }, { status: "confirmed", em: em(5) })).toBe(
      false,
    );
    expect(eventoAvanca({ status: "confirmed", evento_em: em(5) }, { status: "pending", em: em(5) })).toBe(
      false,
    );
    expect(eventoAvanca({ status: "confirmed", evento_em: em(5) }, { status: "refunded", em: em(5) })).toBe(
      true,
    );
  });

  test("a compra: paga fica paga; cartão recusado; vencida; cancelada; outra forma depois da recusa", () => {
    expect(novoStatusDaCompra("aguardando", { tipo: "PAYMENT_RECEIVED", status: "confirmed" })).toBe("paga");
    expect(novoStatusDaCompra("paga", { tipo: "PAYMENT_OVERDUE", status: "overdue" })).toBe("paga");
    expect(novoStatusDaCompra("paga", { tipo: "PAYMENT_CREDIT_CARD_CAPTURE_REFUSED", status: null })).toBe(
      "paga",
    );
    expect(
      novoStatusDaCompra("aguardando", { tipo: "PAYMENT_CREDIT_CARD_CAPTURE_REFUSED", status: null }),
    ).toBe("recusada");
    expect(novoStatusDaCompra("recusada", { tipo: "PAYMENT_UPDATED", status: "pending" })).toBe("aguardando");
    expect(novoStatusDaCompra("aguardando", { tipo: "PAYMENT_OVERDUE", status: "overdue" })).toBe("vencida");
    expect(novoStatusDaCompra("vencida", { tipo: "PAYMENT_DELETED", status: "deleted" })).toBe("cancelada");
    // An event older than what the charge has (status null: not applied) leaves the purchase as it is.
    expect(novoStatusDaCompra("vencida", { tipo: "PAYMENT_RECEIVED", status: null })).toBe("vencida");
  });
});

describe("para onde o checkout do provedor de testes manda o comprador", () => {
  const cobranca = (status: string) => ({ status, referencia: COMPRA }) as CobrancaSandbox;
  test("pago → sucesso; pendente → pendente com a forma; recusado e vencido → erro com o motivo", () => {
    expect(destinoDoResultado(cobranca("RECEIVED"), { resultado: "pago", forma: "PIX" })).toBe(
      `/pagamento/sucesso?payment_id=${COMPRA}`,
    );
    expect(destinoDoResultado(cobranca("PENDING"), { resultado: "pendente", forma: "PIX" })).toBe(
      `/pagamento/pendente?payment_id=${COMPRA}&method=pix&status=pending`,
    );
    expect(destinoDoResultado(cobranca("PENDING"), { resultado: "recusado", forma: "CREDIT_CARD" })).toBe(
      `/pagamento/erro?payment_id=${COMPRA}&error=recusado&message=Pagamento+recusado+pela+operadora+do+cart%C3%A3o.`,
    );
    expect(destinoDoResultado(cobranca("OVERDUE"), { resultado: "vencido", forma: "BOLETO" })).toContain(
      "error=vencido",
    );
    // Already paid: success, whatever was pressed.
    expect(destinoDoResultado(cobranca("CONFIRMED"), { resultado: "recusado", forma: "PIX" })).toBe(
      `/pagamento/sucesso?payment_id=${COMPRA}`,
    );
  });
});
