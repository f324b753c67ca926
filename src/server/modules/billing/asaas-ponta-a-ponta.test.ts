import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { assinaturas, authUsers, compras } from "@/server/db/schema";
import type { Compra, PagamentoIniciado } from "@/shared/billing/schemas";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { type AsaasFalso, iniciarAsaasFalso } from "../../../../tests/support/asaas-falso";
import { captureErrorLogs } from "../../../../tests/support/capture-logs";
import { contaLogada } from "../../../../tests/support/factories";
import { compraInput, dataAsaas, emailsPara, postarWebhook } from "../../../../tests/support/pagamentos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { criarProvedorAsaas } from "./providers/asaas";

const TOKEN = "token-do-webhook-do-asaas-de-teste";

/**
 * The same journey as with the sandbox, with the Asaas adapter against a local server that speaks its
 * API: the purchase opens Asaas's invoice, Asaas's webhook (its token) creates the account, and the
 * owner's cancel deletes the Asaas subscription. What changes a subscription does not know the provider.
 */
describeEachDatabase("comprar pelo Asaas (servidor falso)", (getDb) => {
  let asaas: AsaasFalso;
  let t: TestApp;
  beforeAll(async () => {
    asaas = await iniciarAsaasFalso();
    const provedorPagamento = criarProvedorAsaas({
      apiKey: asaas.apiKey,
      webhookToken: TOKEN,
      ambiente: "sandbox",
      baseUrl: asaas.url,
      tentativas: 1,
      esperaInicialMs: 0,
    });
    t = createTestApp(getDb().db, { rateLimit: false, provedorPagamento });
  });
  afterAll(async () => {
    t.close();
    await asaas.fechar();
  });

  /** Asaas's event for the charge it made for a purchase. */
  const evento = (compraId: string, tipo: string, status: string) => {
    const cobranca = asaas.cobrancas.find((c) => c.externalReference === compraId)!;
    return {
      id: `evt_${tipo}_${compraId}`,
      event: tipo,
      dateCreated: dataAsaas(new Date()),
      payment: { ...cobranca, status, billingType: "PIX", paymentDate: dataAsaas(new Date()).slice(0, 10) },
    };
  };

  test("pagar primeiro: a fatura do Asaas, o webhook com o token dele cria a conta; o do sandbox é recusado", async () => {
    const navegador = t.device();
    const dados = compraInput({ planoId: "plano-semestral-balcao" });
    const resposta = await navegador.post("/api/compras", dados);
    expect(resposta.status).toBe(201);
    const { compra_id, url_pagamento } = await json<PagamentoIniciado>(resposta);
    expect(url_pagamento).toMatch(/^https:\/\/sandbox\.asaas\.com\/i\//);
    const assinaturaAsaas = asaas.assinaturas.find((a) => a.externalReference === compra_id)!;
    expect(assinaturaAsaas).toMatchObject({ cycle: "SEMIANNUALLY", value: 479.4 });
    const [compra] = await getDb().db.select().from(compras).where(eq(compras.id, compra_id));
    expect(compra).toMatchObject({ provedor: "asaas", id_assinatura_externa: assinaturaAsaas.id });

    // The sandbox's checkout does not exist with another provider.
    expect((await navegador.get("/api/sandbox/cobrancas/pay_sbx_0123456789abcdef")).status).toBe(404);

    const pago = evento(compra_id, "PAYMENT_RECEIVED", "RECEIVED");
    expect((await postarWebhook(t, pago)).status).toBe(401);
    expect((await postarWebhook(t, pago, TOKEN)).status).toBe(200);
    const users = await getDb().db.select().from(authUsers).where(eq(authUsers.email, dados.email));
    expect(users).toHaveLength(1);
    expect(await json<Compra>(await navegador.get(`/api/compras/${compra_id}`))).toMatchObject({
      status: "paga",
      conta_criada: true,
      pagamento: { status: "confirmed", metodo_pagamento: "PIX" },
    });
    expect(await emailsPara(t, dados.email)).toHaveLength(1);
  });

  test("o dono paga pelo app e cancela: a assinatura do Asaas é excluída; sem resposta do Asaas, 502 e nada muda", async () => {
    const dono = await contaLogada(t, { planoId: "plano-mensal-balcao" });
    const iniciado = await json<PagamentoIniciado>(
      await dono.device.post("/api/assinatura/pagar", { planoId: "plano-mensal-balcao" }),
    );
    expect(
      (await postarWebhook(t, evento(iniciado.compra_id, "PAYMENT_CONFIRMED", "CONFIRMED"), TOKEN)).status,
    ).toBe(200);
    const assinaturaAsaas = asaas.assinaturas.find((a) => a.externalReference === iniciado.compra_id)!;

    asaas.roteirizar("DELETE /subscriptions", 500);
    const { result: falha, lines } = await captureErrorLogs(() =>
      dono.device.post("/api/assinatura/cancelar"),
    );
    expect(lines.join("\n")).toContain("Asaas não respondeu");
    expect(falha.status).toBe(502);
    expect(await json(falha)).toMatchObject({ code: "ProvedorIndisponivel" });
    const [antes] = await getDb()
      .db.select()
      .from(assinaturas)
      .where(eq(assinaturas.usuario_id, dono.usuarioId));
    expect(antes).toMatchObject({ status: "ativa", data_cancelamento: null });
    expect(assinaturaAsaas.deleted).toBe(false);

    const cancelar = await dono.device.post("/api/assinatura/cancelar");
    expect(cancelar.status).toBe(200);
    expect(assinaturaAsaas.deleted).toBe(true);
    const [depois] = await getDb()
      .db.select()
      .from(assinaturas)
      .where(eq(assinaturas.usuario_id, dono.usuarioId));
    expect(depois!.data_cancelamento).toBeInstanceOf(Date);
    expect(depois!.status).toBe("ativa");
  });
});
