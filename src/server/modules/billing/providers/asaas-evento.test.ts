import { describe, expect, test } from "vitest";
import { EventoInvalido } from "../billing.errors";
import { TIPOS_EVENTO } from "../billing.provider";
import { lerEventoAsaas } from "./asaas-evento";

/** Bodies shaped as Asaas's documentation shows them, one per event the product acts on. */
const pagamento = (status: string, extra: Record<string, unknown> = {}) => ({
  object: "payment",
  id: "pay_080225913252",
  dateCreated: "2026-04-01",
  customer: "cus_000005219613",
  subscription: "sub_VXJBYgP2u0eO",
  value: 149.9,
  netValue: 146.91,
  billingType: "BOLETO",
  status,
  dueDate: "2026-04-10",
  originalDueDate: "2026-04-10",
  paymentDate: null,
  externalReference: "compra-1",
  invoiceUrl: "https://www.asaas.com/i/080225913252",
  bankSlipUrl: "https://www.asaas.com/b/pdf/080225913252",
  deleted: false,
  ...extra,
});

const STATUS_POR_EVENTO: Record<(typeof TIPOS_EVENTO)[number], [string, Record<string, unknown>?]> = {
  PAYMENT_CREATED: ["PENDING"],
  PAYMENT_UPDATED: ["PENDING", { dueDate: "2026-04-15" }],
  PAYMENT_CONFIRMED: ["CONFIRMED", { billingType: "CREDIT_CARD", paymentDate: "2026-04-09" }],
  PAYMENT_RECEIVED: ["RECEIVED", { billingType: "PIX", paymentDate: "2026-04-10" }],
  PAYMENT_OVERDUE: ["OVERDUE"],
  PAYMENT_REFUNDED: ["REFUNDED", { paymentDate: "2026-04-10" }],
  PAYMENT_CHARGEBACK_REQUESTED: ["CHARGEBACK_REQUESTED", { billingType: "CREDIT_CARD" }],
  PAYMENT_CREDIT_CARD_CAPTURE_REFUSED: ["PENDING", { billingType: "CREDIT_CARD" }],
  PAYMENT_DELETED: ["PENDING", { deleted: true }],
};

describe("lerEventoAsaas: cada evento", () => {
  for (const tipo of TIPOS_EVENTO) {
    test(tipo, () => {
      const [status, extra] = STATUS_POR_EVENTO[tipo];
      const corpo = {
        id: `evt_${tipo.toLowerCase()}&1`,
        event: tipo,
        dateCreated: "2026-04-10 16:45:03",
        payment: pagamento(status, extra),
      };
      const evento = lerEventoAsaas(corpo);
      expect(evento).toEqual({
        id: corpo.id,
        tipo,
        criadoEm: new Date("2026-04-10T19:45:03Z"),
        pagamento: {
          id: "pay_080225913252",
          idAssinatura: "sub_VXJBYgP2u0eO",
          idCliente: "cus_000005219613",
          valor: "149.90",
          forma: corpo.payment.billingType,
          status,
          vencimento: corpo.payment.dueDate,
          dataPagamento: corpo.payment.paymentDate,
          referencia: "compra-1",
          urlFatura: "https://www.asaas.com/i/080225913252",
        },
        bruto: corpo,
      });
    });
  }
});

describe("lerEventoAsaas: formas e campos opcionais", () => {
  test("cobrança avulsa (sem assinatura), sem referência e forma desconhecida", () => {
    const evento = lerEventoAsaas({
      id: "evt_1",
      event: "PAYMENT_CREATED",
      dateCreated: "2026-04-10T08:00:00",
      payment: {
        ...pagamento("PENDING", { billingType: "DEBIT_CARD" }),
        subscription: undefined,
        externalReference: null,
        invoiceUrl: null,
      },
    });
    expect(evento.pagamento).toMatchObject({
      idAssinatura: null,
      referencia: null,
      urlFatura: null,
      forma: "UNDEFINED",
    });
    expect(evento.criadoEm).toEqual(new Date("2026-04-10T11:00:00Z"));
  });

  test("evento de outro tipo é lido e guardado (o serviço decide ignorar)", () => {
    expect(
      lerEventoAsaas({
        id: "evt_2",
        event: "PAYMENT_ANTICIPATED",
        dateCreated: "2026-04-10 16:45:03",
        payment: pagamento("RECEIVED"),
      }).tipo,
    ).toBe("PAYMENT_ANTICIPATED");
  });

  test.each([
    [
      "sem id",
      { event: "PAYMENT_RECEIVED", dateCreated: "2026-04-10 16:45:03", payment: pagamento("RECEIVED") },
    ],
    ["sem payment", { id: "evt_3", event: "PAYMENT_RECEIVED", dateCreated: "2026-04-10 16:45:03" }],
    [
      "data inválida",
      { id: "evt_4", event: "PAYMENT_RECEIVED", dateCreated: "ontem", payment: pagamento("RECEIVED") },
    ],
    [
      "valor negativo",
      {
        id: "evt_5",
        event: "PAYMENT_RECEIVED",
        dateCreated: "2026-04-10 16:45:03",
        payment: pagamento("RECEIVED", { value: -1 }),
      },
    ],
    ["não é objeto", "PAYMENT_RECEIVED"],
  ])("%s → EventoInvalido", (_, corpo) => {
    expect(() => lerEventoAsaas(corpo)).toThrow(EventoInvalido);
  });
});
