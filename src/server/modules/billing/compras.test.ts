import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { assinaturas, auditoria, authUsers, compras, sandboxCobrancas, usuarios } from "@/server/db/schema";
import { addMonths } from "@/shared/billing/assinatura";
import type { AssinaturaDetalhe, Compra, Pagamento } from "@/shared/billing/schemas";
import { createTestApp, type Device, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada, criarConta } from "../../../../tests/support/factories";
import { compraInput, emailsPara, iniciarCompra } from "../../../../tests/support/pagamentos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { diaEmSaoPaulo } from "./sao-paulo";

describeEachDatabase("comprar e pagar planos", (getDb) => {
  let t: TestApp;
  const db = () => getDb().db;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());

  const resultado = (device: Device, cobrancaId: string, corpo: { resultado: string; forma: string }) =>
    device.post(`/api/sandbox/cobrancas/${cobrancaId}/resultado`, corpo);
  const compra = async (device: Device, id: string) => json<Compra>(await device.get(`/api/compras/${id}`));
  const assinaturaDe = async (usuarioId: string) =>
    (await db().select().from(assinaturas).where(eq(assinaturas.usuario_id, usuarioId)))[0]!;

  test("o dono em teste paga pelo app: a cobrança vence no fim do teste, e pagar cedo conta a partir dele", async () => {
    const dono = await contaLogada(t, { planoId: "plano-mensal-balcao" });
    const [perfil] = await db().select().from(usuarios).where(eq(usuarios.id, dono.usuarioId));
    const fimDoTeste = perfil!.data_fim_teste!;

    const antes = await json<AssinaturaDetalhe>(await dono.device.get("/api/assinatura"));
    expect(antes).toMatchObject({
      acesso: { isTrialPeriod: true },
      cancelamento: null,
      compra_pendente: null,
    });

    const iniciada = await iniciarCompra(t, dono.device, "/api/assinatura/pagar", {
      planoId: "plano-mensal-balcao",
    });
    const [cobranca] = await db()
      .select()
      .from(sandboxCobrancas)
      .where(eq(sandboxCobrancas.id, iniciada.cobrancaId));
    expect(cobranca).toMatchObject({
      vencimento: diaEmSaoPaulo(fimDoTeste),
      valor: "89.90",
      status: "PENDING",
    });
    // Asking again resumes the purchase instead of starting a second one.
    const denovo = await dono.device.post("/api/assinatura/pagar", { planoId: "plano-mensal-balcao" });
    expect(await json(denovo)).toEqual({
      compra_id: iniciada.compra_id,
      url_pagamento: iniciada.url_pagamento,
    });
    expect(await json<AssinaturaDetalhe>(await dono.device.get("/api/assinatura"))).toMatchObject({
      compra_pendente: { id: iniciada.compra_id, url_pagamento: iniciada.url_pagamento },
    });

    const pago = await resultado(dono.device, iniciada.cobrancaId, {
      resultado: "pago",
      forma: "CREDIT_CARD",
    });
    expect(await json(pago)).toEqual({
      redirecionar_para: `/pagamento/sucesso?payment_id=${iniciada.compra_id}`,
    });
    const ativa = await assinaturaDe(dono.usuarioId);
    expect(ativa.status).toBe("ativa");
    expect(ativa.data_vencimento.toISOString()).toBe(addMonths(fimDoTeste, 1).toISOString());
    const depois = await json<AssinaturaDetalhe>(await dono.device.get("/api/assinatura"));
    expect(depois).toMatchObject({
      acesso: { hasActiveSubscription: true, isTrialPeriod: false, canAccessSystem: true },
      compra_pendente: null,
    });
    expect(await compra(dono.device, iniciada.compra_id)).toMatchObject({
      status: "paga",
      conta_criada: false,
      pagamento: { status: "confirmed", metodo_pagamento: "CREDIT_CARD" },
    });
  });

  test("um e-mail que já tem conta paga primeiro de novo: renova e troca o plano da mesma conta, sem segunda conta", async () => {
    const conta = await criarConta(db(), { planoId: "plano-mensal-balcao" });
    const navegador = t.device();
    const iniciada = await iniciarCompra(
      t,
      navegador,
      "/api/compras",
      compraInput({ email: conta.email.toUpperCase() }),
    );
    await resultado(navegador, iniciada.cobrancaId, { resultado: "pago", forma: "PIX" });

    const users = await db().select().from(authUsers).where(eq(authUsers.email, conta.email));
    expect(users).toHaveLength(1);
    expect(await assinaturaDe(conta.usuarioId)).toMatchObject({
      status: "ativa",
      plano_id: "plano-anual-balcao",
      valor_total: "838.80",
      compra_id: iniciada.compra_id,
    });
    expect(await compra(navegador, iniciada.compra_id)).toMatchObject({
      status: "paga",
      conta_criada: false,
    });
    // Nobody gets a set-password link for an account that has a password.
    expect(await emailsPara(t, conta.email)).toHaveLength(0);
  });

  test("resultados do checkout: pendente, recusado e vencido levam às páginas certas e a compra mostra o estado", async () => {
    const navegador = t.device();
    const iniciada = await iniciarCompra(
      t,
      navegador,
      "/api/compras",
      compraInput({ planoId: "plano-mensal-balcao" }),
    );
    const id = iniciada.compra_id;

    const pendente = await resultado(navegador, iniciada.cobrancaId, {
      resultado: "pendente",
      forma: "BOLETO",
    });
    expect(await json(pendente)).toEqual({
      redirecionar_para: `/pagamento/pendente?payment_id=${id}&method=boleto&status=pending`,
    });
    expect(await compra(navegador, id)).toMatchObject({
      status: "aguardando",
      url_pagamento: iniciada.url_pagamento,
      pagamento: { status: "pending", metodo_pagamento: "BOLETO" },
      conta_criada: false,
    });

    const recusado = await resultado(navegador, iniciada.cobrancaId, {
      resultado: "recusado",
      forma: "CREDIT_CARD",
    });
    const destino = new URL(
      (await json<{ redirecionar_para: string }>(recusado)).redirecionar_para,
      "http://x",
    );
    expect(destino.pathname).toBe("/pagamento/erro");
    expect(Object.fromEntries(destino.searchParams)).toEqual({
      payment_id: id,
      error: "recusado",
      message: "Pagamento recusado pela operadora do cartão.",
    });
    expect(await compra(navegador, id)).toMatchObject({
      status: "recusada",
      url_pagamento: iniciada.url_pagamento,
    });

    const vencido = await resultado(navegador, iniciada.cobrancaId, {
      resultado: "vencido",
      forma: "BOLETO",
    });
    expect((await json<{ redirecionar_para: string }>(vencido)).redirecionar_para).toMatch(
      /^\/pagamento\/erro\?payment_id=[^&]+&error=vencido&/,
    );
    expect(await compra(navegador, id)).toMatchObject({
      status: "vencida",
      pagamento: { status: "overdue" },
    });
    expect(await db().select().from(authUsers).where(eq(authUsers.email, iniciada.compra_id))).toHaveLength(
      0,
    );

    const pago = await resultado(navegador, iniciada.cobrancaId, { resultado: "pago", forma: "BOLETO" });
    expect(await json(pago)).toEqual({ redirecionar_para: `/pagamento/sucesso?payment_id=${id}` });
    expect(await compra(navegador, id)).toMatchObject({
      status: "paga",
      conta_criada: true,
      url_pagamento: null,
    });
    // A charge already paid: any button leads to success and nothing changes.
    const outraVez = await resultado(navegador, iniciada.cobrancaId, { resultado: "recusado", forma: "PIX" });
    expect(await json(outraVez)).toEqual({ redirecionar_para: `/pagamento/sucesso?payment_id=${id}` });
    expect(await compra(navegador, id)).toMatchObject({ status: "paga", pagamento: { status: "confirmed" } });
  });

  test("cancelar: no provedor também; o acesso vai até o fim do período pago; cancelar de novo não muda nada", async () => {
    const dono = await contaLogada(t, { planoId: "plano-mensal-balcao" });
    const paga = await iniciarCompra(t, dono.device, "/api/assinatura/pagar", {
      planoId: "plano-mensal-balcao",
    });
    await resultado(dono.device, paga.cobrancaId, { resultado: "pago", forma: "PIX" });
    const aberta = await iniciarCompra(t, dono.device, "/api/assinatura/pagar", {
      planoId: "plano-anual-balcao",
    });
    const vencimento = (await assinaturaDe(dono.usuarioId)).data_vencimento;

    const resposta = await dono.device.post("/api/assinatura/cancelar");
    expect(resposta.status).toBe(200);
    const detalhe = await json<AssinaturaDetalhe>(resposta);
    expect(detalhe).toMatchObject({
      acesso: { canAccessSystem: true, hasActiveSubscription: true },
      cancelamento: { acesso_ate: vencimento.toISOString() },
      compra_pendente: null,
    });
    const [cobrancaAberta] = await db()
      .select()
      .from(sandboxCobrancas)
      .where(eq(sandboxCobrancas.id, aberta.cobrancaId));
    expect(cobrancaAberta!.status).toBe("DELETED");
    expect(await compra(dono.device, aberta.compra_id)).toMatchObject({
      status: "cancelada",
      url_pagamento: null,
    });
    const linhas = await db().select().from(auditoria).where(eq(auditoria.usuario_id, dono.usuarioId));
    expect(linhas.filter((l) => l.acao === "cancelar no fim do período")).toEqual([
      expect.objectContaining({ origem: "conta", autor_id: dono.usuarioId }),
    ]);

    const denovo = await json<AssinaturaDetalhe>(await dono.device.post("/api/assinatura/cancelar"));
    expect(denovo).toEqual(detalhe);
    expect((await assinaturaDe(dono.usuarioId)).status).toBe("ativa");
  });

  test("histórico de pagamentos: os 5 últimos, do mais novo ao mais antigo, com o nome do plano", async () => {
    const dono = await contaLogada(t, { planoId: "plano-mensal-balcao" });
    const ids: string[] = [];
    for (const planoId of ["plano-mensal-balcao", "plano-semestral-balcao", "plano-anual-balcao"].flatMap(
      (p) => [p, p],
    )) {
      const iniciada = await iniciarCompra(t, dono.device, "/api/assinatura/pagar", { planoId });
      await resultado(dono.device, iniciada.cobrancaId, { resultado: "pago", forma: "PIX" });
      ids.push(iniciada.compra_id);
    }
    const lista = await json<Pagamento[]>(await dono.device.get("/api/assinatura/pagamentos"));
    expect(lista).toHaveLength(5);
    expect(lista.map((p) => p.plano_nome)).toEqual(["Anual", "Anual", "Semestral", "Semestral", "Mensal"]);
    expect(lista[0]).toMatchObject({ valor: "838.80", metodo_pagamento: "PIX", status: "confirmed" });
    expect(lista[0]!.data_pagamento).not.toBeNull();
  });

  test("cada conta só vê e muda o que é seu; sem sessão, 401; a compra pública não mostra dados pessoais", async () => {
    const a = await contaLogada(t);
    const b = await contaLogada(t);
    const deA = await iniciarCompra(t, a.device, "/api/assinatura/pagar", { planoId: "plano-mensal-balcao" });
    await resultado(a.device, deA.cobrancaId, { resultado: "pago", forma: "PIX" });

    expect(await json(await b.device.get("/api/assinatura/pagamentos"))).toEqual([]);
    expect(await json<AssinaturaDetalhe>(await b.device.get("/api/assinatura"))).toMatchObject({
      acesso: { isTrialPeriod: true },
      compra_pendente: null,
    });
    await b.device.post("/api/assinatura/cancelar");
    expect((await assinaturaDe(a.usuarioId)).data_cancelamento).toBeNull();
    expect((await assinaturaDe(b.usuarioId)).status).toBe("cancelada");

    const anonimo = t.device();
    for (const [metodo, caminho] of [
      ["GET", "/api/assinatura"],
      ["GET", "/api/assinatura/pagamentos"],
      ["POST", "/api/assinatura/pagar"],
      ["POST", "/api/assinatura/cancelar"],
    ] as const) {
      const r = await anonimo.request(
        metodo,
        caminho,
        metodo === "POST" ? { body: { planoId: "plano-mensal-balcao" } } : {},
      );
      expect(r.status, caminho).toBe(401);
      expect(await json(r)).toMatchObject({ code: "NaoAutenticado" });
    }

    const publica = await compra(anonimo, deA.compra_id);
    expect(JSON.stringify(publica)).not.toContain(a.email);
    for (const id of ["00000000-0000-4000-8000-000000000000", "nao-e-uuid"]) {
      const r = await anonimo.get(`/api/compras/${id}`);
      expect(r.status).toBe(404);
      expect(await json(r)).toEqual({ error: "Pagamento não encontrado", code: "NaoEncontrado" });
    }
    for (const id of ["pay_sbx_0000000000000000", "../../etc", deA.compra_id]) {
      const r = await anonimo.get(`/api/sandbox/cobrancas/${encodeURIComponent(id)}`);
      expect(r.status).toBe(404);
      expect(await json(r)).toEqual({ error: "Cobrança não encontrada", code: "NaoEncontrado" });
    }
  });

  test("entrada inválida: 400 em português por campo e nada é criado", async () => {
    const navegador = t.device();
    const antes = (await db().select({ n: count() }).from(compras))[0]!.n;
    const ruim = await navegador.post("/api/compras", {
      ...compraInput(),
      email: "sem-arroba",
      cnpjCpf: "123",
      telefone: "12",
      planoId: "plano-que-nao-existe",
    });
    expect(ruim.status).toBe(400);
    expect((await json(ruim)).campos).toEqual({
      email: "Email inválido",
      cnpjCpf: "CPF ou CNPJ inválido",
      telefone: "Telefone inválido: informe DDD e número",
    });
    const planoRuim = await navegador.post("/api/compras", compraInput({ planoId: "plano-que-nao-existe" }));
    expect(planoRuim.status).toBe(400);
    expect(await json(planoRuim)).toMatchObject({
      campos: { planoId: "Escolha um dos planos disponíveis." },
    });
    expect((await db().select({ n: count() }).from(compras))[0]!.n).toBe(antes);

    const iniciada = await iniciarCompra(t, navegador, "/api/compras", compraInput());
    const semForma = await resultado(navegador, iniciada.cobrancaId, {
      resultado: "pago",
      forma: "DINHEIRO",
    });
    expect(semForma.status).toBe(400);
    expect(await json(semForma)).toMatchObject({ campos: { forma: "Escolha a forma de pagamento." } });
    expect(await compra(navegador, iniciada.compra_id)).toMatchObject({
      status: "aguardando",
      pagamento: null,
    });
  });
});
