import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { produtos } from "@/server/db/schema";
import { MENSAGENS_ASSINATURA } from "@/shared/billing/assinatura";
import { createTestApp, type Device, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import {
  contaLogada,
  criarConta,
  criarProduto,
  entrar,
  produtoInput,
} from "../../../../tests/support/factories";
import { iniciarCompra } from "../../../../tests/support/pagamentos";
import { vendaInput } from "../../../../tests/support/pos";
import { chamar, rotasDoApp } from "../../../../tests/support/rotas";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { ativarAssinatura, cancelarAssinatura, suspenderAssinatura } from "./assinaturas.service";
import { isRotaLiberada } from "./rotas-liberadas";

const DIA = 24 * 60 * 60 * 1000;
const OITO_DIAS_ATRAS = () => new Date(Date.now() - 8 * DIA);

describeEachDatabase("acesso bloqueado: 402 em toda operação, menos as da lista", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());

  /** Asserts the whole route table for one blocked account; returns how many routes of each kind. */
  async function conferirTabela(device: Device, mensagem: string) {
    const rotas = rotasDoApp(t);
    const contagem = { bloqueadas: 0, liberadas: 0 };
    for (const rota of rotas) {
      const response = await chamar(device, rota);
      const nome = `${rota.metodo} ${rota.caminho} → ${response.status}`;
      if (isRotaLiberada(rota.metodo, rota.caminho)) {
        contagem.liberadas += 1;
        expect(response.status, nome).not.toBe(402);
        await response.body?.cancel();
      } else {
        contagem.bloqueadas += 1;
        expect(response.status, nome).toBe(402);
        expect(await json<ErroApi>(response), nome).toEqual({ error: mensagem, code: "AssinaturaBloqueada" });
      }
    }
    return contagem;
  }

  test("o teste grátis acabou: cada rota bloqueada responde 402 com a mensagem da regra; as liberadas, não", async () => {
    const { device } = await contaLogada(t, { now: OITO_DIAS_ATRAS() });
    const contagem = await conferirTabela(device, MENSAGENS_ASSINATURA.pendente);
    // The table is the app's: today's routes at least, and both kinds present.
    expect(contagem.bloqueadas).toBeGreaterThanOrEqual(20);
    expect(contagem.liberadas).toBeGreaterThanOrEqual(4);
  });

  test("as liberadas que importam para voltar: sessão, exportar, sair", async () => {
    const { device } = await contaLogada(t, { now: OITO_DIAS_ATRAS() });
    const sessao = await device.get("/api/contas/sessao");
    expect(sessao.status).toBe(200);
    expect(await json(sessao)).toMatchObject({
      assinatura: { canAccessSystem: false, limitationMessage: MENSAGENS_ASSINATURA.pendente },
    });
    expect((await device.get("/api/produtos/exportar.csv")).status).toBe(200);
    expect((await device.get("/api/produtos")).status).toBe(402);
    expect((await device.post("/api/contas/sair")).status).toBe(200);
    expect(await device.isSignedIn()).toBe(false);
  });

  test("uma operação recusada não muda nada", async () => {
    const { device, usuarioId } = await contaLogada(t, { now: OITO_DIAS_ATRAS() });
    const response = await device.post("/api/produtos", produtoInput());
    expect(response.status).toBe(402);
    expect(await t.db.select().from(produtos).where(eq(produtos.usuario_id, usuarioId))).toEqual([]);
  });

  test("suspensa e cancelada: 402 com a mensagem de cada uma em toda a tabela", async () => {
    const suspensa = await contaLogada(t);
    await suspenderAssinatura(t.db, { usuarioId: suspensa.usuarioId, autoria: { origem: "admin" } });
    await conferirTabela(suspensa.device, MENSAGENS_ASSINATURA.suspensa);

    const cancelada = await contaLogada(t);
    await cancelarAssinatura(t.db, { usuarioId: cancelada.usuarioId, autoria: { origem: "admin" } });
    await conferirTabela(cancelada.device, MENSAGENS_ASSINATURA.cancelada);
  });

  test("ativa vencida: 402 'Assinatura vencida…'; ativa em dia, teste em curso e super admin passam", async () => {
    const vencida = await contaLogada(t, { planoId: "plano-semestral-balcao", now: new Date("2024-01-01") });
    // Paid back then (a semester sign-up waits for its payment): active, and due long ago.
    await ativarAssinatura(t.db, {
      usuarioId: vencida.usuarioId,
      autoria: { origem: "admin" },
      agora: new Date("2024-01-01"),
    });
    const resposta = await vencida.device.get("/api/produtos");
    expect(resposta.status).toBe(402);
    expect((await json<ErroApi>(resposta)).error).toBe(MENSAGENS_ASSINATURA.vencida);

    const ativa = await contaLogada(t, { now: OITO_DIAS_ATRAS() });
    await ativarAssinatura(t.db, { usuarioId: ativa.usuarioId, autoria: { origem: "admin" } });
    const emTeste = await contaLogada(t);
    const admin = await criarConta(t.db, { now: OITO_DIAS_ATRAS(), role: "super_admin" });
    const adminDevice = t.device();
    await entrar(adminDevice, admin);
    for (const device of [ativa.device, emTeste.device, adminDevice]) {
      for (const rota of rotasDoApp(t).filter((r) => r.metodo === "GET")) {
        const response = await chamar(device, rota);
        expect(response.status, `${rota.metodo} ${rota.caminho}`).not.toBe(402);
        await response.body?.cancel();
      }
    }
  });

  test("o caminho de volta: a conta bloqueada paga pelo app (provedor de testes) e volta a vender", async () => {
    const dono = await contaLogada(t, { now: OITO_DIAS_ATRAS() });
    const cerveja = await criarProduto(t.db, dono.usuarioId, { preco_venda: "6.00", estoque_atual: 10 });
    const venda = vendaInput([{ produto_id: cerveja.id, quantidade: 2 }], { forma_pagamento: "pix" });
    expect((await dono.device.post("/api/vendas", venda)).status).toBe(402);

    const iniciada = await iniciarCompra(t, dono.device, "/api/assinatura/pagar", {
      planoId: "plano-mensal-balcao",
    });
    const pago = await dono.device.post(`/api/sandbox/cobrancas/${iniciada.cobrancaId}/resultado`, {
      resultado: "pago",
      forma: "PIX",
    });
    expect(pago.status).toBe(200);
    expect(await json(await dono.device.get("/api/contas/sessao"))).toMatchObject({
      assinatura: { canAccessSystem: true, limitationMessage: null },
    });
    expect((await dono.device.post("/api/vendas", venda)).status).toBe(201);
  });

  test("sem sessão é 401, não 402", async () => {
    const response = await t.device().get("/api/produtos");
    expect(response.status).toBe(401);
  });
});
