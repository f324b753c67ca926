/**
 * Billing helpers for API tests: a pay-first purchase form, Asaas-shaped webhook events and their
 * delivery to POST /api/webhooks/pagamentos with the sandbox provider's token.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { compras, sandboxCobrancas } from "@/server/db/schema";
import { tokenSandbox } from "@/server/modules/billing/providers/sandbox";
import type { CompraInput, PagamentoIniciado } from "@/shared/billing/schemas";
import { type Device, json, type TestApp } from "./app";
import { gerarCpf } from "./factories";

let seq = 0;

export function compraInput(overrides: Partial<CompraInput> = {}): CompraInput {
  seq += 1;
  return {
    planoId: "plano-anual-balcao",
    email: `comprador${seq}-${randomBytes(4).toString("hex")}@exemplo.com.br`,
    nomeEstabelecimento: `Bar Comprado ${seq}`,
    cnpjCpf: gerarCpf(),
    telefone: "(11) 98765-4321",
    ...overrides,
  };
}

export interface CompraIniciada extends PagamentoIniciado {
  cobrancaId: string;
  idAssinatura: string;
  idCliente: string;
}

/** Starts a purchase through the API (pay first, or paying from the app with a signed-in device). */
export async function iniciarCompra(
  t: TestApp,
  device: Device,
  caminho: "/api/compras" | "/api/assinatura/pagar",
  corpo: unknown,
): Promise<CompraIniciada> {
  const resposta = await device.post(caminho, corpo);
  if (resposta.status !== 201)
    throw new Error(`${caminho} respondeu ${resposta.status}: ${await resposta.text()}`);
  const iniciado = await json<PagamentoIniciado>(resposta);
  const [compra] = await t.db.select().from(compras).where(eq(compras.id, iniciado.compra_id));
  const [cobranca] = await t.db
    .select()
    .from(sandboxCobrancas)
    .where(eq(sandboxCobrancas.referencia, iniciado.compra_id));
  return {
    ...iniciado,
    cobrancaId: cobranca!.id,
    idAssinatura: compra!.id_assinatura_externa!,
    idCliente: compra!.id_cliente_externo!,
  };
}

/** São Paulo local time without offset, as Asaas dates its events. */
export function dataAsaas(momento: Date): string {
  return new Date(momento.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 19).replace("T", " ");
}

export function eventoAsaas(
  compra: CompraIniciada,
  {
    tipo,
    status,
    em,
    id = `evt_${randomBytes(8).toString("hex")}`,
    valor = 838.8,
    forma = "PIX",
  }: { tipo: string; status: string; em: Date; id?: string; valor?: number; forma?: string },
) {
  return {
    id,
    event: tipo,
    dateCreated: dataAsaas(em),
    payment: {
      object: "payment",
      id: compra.cobrancaId,
      subscription: compra.idAssinatura,
      customer: compra.idCliente,
      value: valor,
      billingType: forma,
      status,
      dueDate: dataAsaas(em).slice(0, 10),
      paymentDate: status === "RECEIVED" || status === "CONFIRMED" ? dataAsaas(em).slice(0, 10) : null,
      externalReference: compra.compra_id,
      invoiceUrl: `/checkout/${compra.cobrancaId}`,
    },
  };
}

/** What the provider does: a POST without Origin or cookies, with its token (the sandbox's by default). */
export function postarWebhook(t: TestApp, corpo: unknown, token: string | null = tokenSandbox(t.authSecret)) {
  const provedor = t.device().withOrigin(null);
  return provedor.post("/api/webhooks/pagamentos", corpo, {
    headers: token === null ? {} : { "asaas-access-token": token },
  });
}

/** The outbox's messages to one address. */
export async function emailsPara(t: TestApp, para: string) {
  return (await t.mailer.listOutbox()).filter((m) => m.to === para);
}
