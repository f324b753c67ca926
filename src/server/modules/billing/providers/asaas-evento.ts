import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { FORMAS_COBRANCA } from "@/shared/billing/schemas";
import { EventoInvalido, WebhookNaoAutorizado } from "../billing.errors";
import type { EventoPagamento } from "../billing.provider";

/**
 * Asaas's webhook event, as its public documentation gives it — and as the sandbox provider posts it, so
 * one parser serves both. Only the fields the product uses are read; the rest is kept in the raw body.
 *
 *   { "id": "evt_…", "event": "PAYMENT_RECEIVED", "dateCreated": "2026-04-10 16:45:03",
 *     "payment": { "id": "pay_…", "subscription": "sub_…", "customer": "cus_…", "value": 838.8,
 *                  "billingType": "PIX", "status": "RECEIVED", "dueDate": "2026-04-10",
 *                  "paymentDate": "2026-04-10", "externalReference": "<compra id>", "invoiceUrl": "…" } }
 */

/** The header in which Asaas sends the token configured for the webhook. */
export const CABECALHO_TOKEN = "asaas-access-token";

const texto = z.string().min(1).max(200);
const dataHora = z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?/);
const dia = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const EventoAsaas = z.object({
  id: texto,
  event: texto,
  dateCreated: dataHora,
  payment: z.object({
    id: texto,
    subscription: texto.nullish(),
    customer: texto,
    value: z.number().nonnegative().max(9_999_999_999.99),
    billingType: z.enum(FORMAS_COBRANCA).catch("UNDEFINED"),
    status: texto,
    dueDate: dia,
    paymentDate: dia.nullish(),
    externalReference: z.string().max(200).nullish(),
    invoiceUrl: z.string().max(2000).nullish(),
  }),
});

/** Asaas writes its timestamps in São Paulo time without an offset (UTC−3 all year since 2019). */
function deSaoPaulo(dataHoraLocal: string): Date {
  const [diaParte, hora = "00:00:00"] = dataHoraLocal.replace("T", " ").split(" ");
  return new Date(`${diaParte}T${hora.length === 5 ? `${hora}:00` : hora.slice(0, 8)}-03:00`);
}

/** "838.8" → "838.80": numeric text, exact (the value has at most two decimals). */
const valorTexto = (valor: number) => valor.toFixed(2);

export function lerEventoAsaas(corpo: unknown): EventoPagamento {
  const resultado = EventoAsaas.safeParse(corpo);
  if (!resultado.success) throw new EventoInvalido();
  const { id, event, dateCreated, payment } = resultado.data;
  const criadoEm = deSaoPaulo(dateCreated);
  if (Number.isNaN(criadoEm.getTime())) throw new EventoInvalido();
  return {
    id,
    tipo: event,
    criadoEm,
    pagamento: {
      id: payment.id,
      idAssinatura: payment.subscription ?? null,
      idCliente: payment.customer,
      valor: valorTexto(payment.value),
      forma: payment.billingType,
      status: payment.status,
      vencimento: payment.dueDate,
      dataPagamento: payment.paymentDate ?? null,
      referencia: payment.externalReference ?? null,
      urlFatura: payment.invoiceUrl ?? null,
    },
    bruto: corpo,
  };
}

/** The configured token against the request's, in constant time (digests, so lengths do not leak). */
export function exigirToken(headers: Headers, esperado: string): void {
  const recebido = headers.get(CABECALHO_TOKEN) ?? "";
  const a = createHash("sha256").update(recebido).digest();
  const b = createHash("sha256").update(esperado).digest();
  if (!esperado || !timingSafeEqual(a, b)) throw new WebhookNaoAutorizado();
}
