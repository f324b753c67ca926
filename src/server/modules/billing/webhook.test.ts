import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  assinaturas,
  auditoria,
  authUsers,
  compras,
  eventosPagamento,
  transacoesPagamento,
} from "@/server/db/schema";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { contaLogada } from "../../../../tests/support/factories";
import {
  compraInput,
  emailsPara,
  eventoAsaas,
  iniciarCompra,
  postarWebhook,
} from "../../../../tests/support/pagamentos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

const T0 = new Date("2026-11-20T13:00:00Z");
const minutos = (n: number) => new Date(T0.getTime() + n * 60_000);

describeEachDatabase("webhook de pagamentos", (getDb) => {
  let t: TestApp;
  const db = () => getDb().db;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());

  const contar = async (tabela: typeof eventosPagamento | typeof authUsers) =>
    (await db().select({ n: count() }).from(tabela))[0]!.n;
  const assinaturaDe = async (usuarioId: string) =>
    (await db().select().from(assinaturas).where(eq(assinaturas.usuario_id, usuarioId)))[0]!;
  const transacaoDa = async (compraId: string) =>
    (await db().select().from(transacoesPagamento).where(eq(transacoesPagamento.compra_id, compraId)))[0];

  test("token errado ou ausente: 401 em português e nada é guardado nem mudado", async () => {
    const compra = await iniciarCompra(t, t.device(), "/api/compras", compraInput());
    const evento = eventoAsaas(compra, { tipo: "PAYMENT_RECEIVED", status: "RECEIVED", em: T0 });
    const eventosAntes = await contar(eventosPagamento);
    const contasAntes = await contar(authUsers);
    for (const token of ["token-errado", "", null]) {
      const resposta = await postarWebhook(t, evento, token);
      expect(resposta.status).toBe(401);
      expect(await json(resposta)).toEqual({
        error: "Token do webhook inválido.",
        code: "WebhookNaoAutorizado",
      });
    }
    // The right token with a body that is no event: 400, nothing stored either.
    const invalido = await postarWebhook(t, { id: "evt_x", event: "PAYMENT_RECEIVED" });
    expect(invalido.status).toBe(400);
    expect(await json(invalido)).toMatchObject({
      code: "EventoInvalido",
      error: "Evento de pagamento inválido.",
    });
    expect(await contar(eventosPagamento)).toBe(eventosAntes);
    expect(await contar(authUsers)).toBe(contasAntes);
    const [row] = await db().select().from(compras).where(eq(compras.id, compra.compra_id));
    expect(row!.status).toBe("aguardando");
  });

  test("o mesmo evento entregue 5 vezes: um efeito (uma renovação, uma linha de auditoria do evento)", async () => {
    const dono = await contaLogada(t, { planoId: "plano-mensal-balcao" });
    const compra = await iniciarCompra(t, dono.device, "/api/assinatura/pagar", {
      planoId: "plano-mensal-balcao",
    });
    const evento = eventoAsaas(compra, { tipo: "PAYMENT_RECEIVED", status: "RECEIVED", em: T0, valor: 89.9 });
    for (let i = 0; i < 5; i++) expect((await postarWebhook(t, evento)).status).toBe(200);

    const guardados = await db().select().from(eventosPagamento).where(eq(eventosPagamento.id, evento.id));
    expect(guardados).toHaveLength(1);
    expect(guardados[0]!.processado_em).toBeInstanceOf(Date);
    expect(guardados[0]!.payload).toEqual(evento);
    const linhas = await db().select().from(auditoria).where(eq(auditoria.usuario_id, dono.usuarioId));
    expect(linhas.filter((l) => l.acao === "renovar")).toHaveLength(1);
    expect(linhas.filter((l) => l.acao === "evento PAYMENT_RECEIVED")).toHaveLength(1);
    expect(linhas.every((l) => l.origem === "provedor")).toBe(true);
    expect(await assinaturaDe(dono.usuarioId)).toMatchObject({
      status: "ativa",
      compra_id: compra.compra_id,
    });
  });

  test("fora de ordem: o status só avança pela data do evento; o estorno suspende", async () => {
    const dono = await contaLogada(t, { planoId: "plano-mensal-balcao" });
    const compra = await iniciarCompra(t, dono.device, "/api/assinatura/pagar", {
      planoId: "plano-semestral-balcao",
    });
    const criado = eventoAsaas(compra, { tipo: "PAYMENT_CREATED", status: "PENDING", em: minutos(0) });
    const vencido = eventoAsaas(compra, { tipo: "PAYMENT_OVERDUE", status: "OVERDUE", em: minutos(10) });
    const pago = eventoAsaas(compra, { tipo: "PAYMENT_RECEIVED", status: "RECEIVED", em: minutos(20) });
    // Confirmed and received at the same second (a card): the later status in a charge's life wins.
    const confirmado = eventoAsaas(compra, {
      tipo: "PAYMENT_CONFIRMED",
      status: "CONFIRMED",
      em: minutos(20),
    });

    for (const evento of [pago, vencido, criado, confirmado])
      expect((await postarWebhook(t, evento)).status).toBe(200);
    const transacao = await transacaoDa(compra.compra_id);
    expect(transacao).toMatchObject({ status: "confirmed", usuario_id: dono.usuarioId });
    expect(transacao!.evento_em.toISOString()).toBe(minutos(20).toISOString());
    const ativa = await assinaturaDe(dono.usuarioId);
    expect(ativa).toMatchObject({ status: "ativa", plano_id: "plano-semestral-balcao" });
    const renovacoes = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuario_id, dono.usuarioId), eq(auditoria.acao, "renovar")));
    expect(renovacoes).toHaveLength(1);
    const [row] = await db().select().from(compras).where(eq(compras.id, compra.compra_id));
    expect(row!.status).toBe("paga");

    const estorno = eventoAsaas(compra, { tipo: "PAYMENT_REFUNDED", status: "REFUNDED", em: minutos(60) });
    expect((await postarWebhook(t, estorno)).status).toBe(200);
    expect(await transacaoDa(compra.compra_id)).toMatchObject({ status: "refunded" });
    expect(await assinaturaDe(dono.usuarioId)).toMatchObject({
      status: "suspensa",
      observacoes: "Pagamento estornado",
    });

    // A confirmation older than the refund, delivered late, changes nothing.
    const atrasado = eventoAsaas(compra, { tipo: "PAYMENT_CONFIRMED", status: "CONFIRMED", em: minutos(30) });
    expect((await postarWebhook(t, atrasado)).status).toBe(200);
    expect(await transacaoDa(compra.compra_id)).toMatchObject({ status: "refunded" });
    expect((await assinaturaDe(dono.usuarioId)).status).toBe("suspensa");
    const sessao = await json<{ assinatura: { canAccessSystem: boolean } }>(
      await dono.device.get("/api/contas/sessao"),
    );
    expect(sessao.assinatura.canAccessSystem).toBe(false);
  });

  test("pagar primeiro com entregas duplicadas ao mesmo tempo (ids diferentes, mesmo pagamento): uma só conta", async () => {
    const dados = compraInput({ planoId: "plano-semestral-balcao" });
    const compra = await iniciarCompra(t, t.device(), "/api/compras", dados);
    const recebido = eventoAsaas(compra, {
      tipo: "PAYMENT_RECEIVED",
      status: "RECEIVED",
      em: T0,
      valor: 479.4,
    });
    const confirmado = eventoAsaas(compra, {
      tipo: "PAYMENT_CONFIRMED",
      status: "CONFIRMED",
      em: T0,
      valor: 479.4,
    });
    const respostas = await Promise.all(
      [recebido, confirmado, recebido, confirmado, recebido].map((e) => postarWebhook(t, e)),
    );
    expect(respostas.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    const users = await db().select().from(authUsers).where(eq(authUsers.email, dados.email));
    expect(users).toHaveLength(1);
    const subs = await db().select().from(assinaturas).where(eq(assinaturas.usuario_id, users[0]!.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      status: "ativa",
      plano_id: "plano-semestral-balcao",
      compra_id: compra.compra_id,
    });
    expect(await emailsPara(t, dados.email)).toHaveLength(1);
    const criacoes = await db()
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.usuario_id, users[0]!.id), eq(auditoria.acao, "criar conta")));
    expect(criacoes).toHaveLength(1);
  });

  test("evento de uma cobrança que não é nossa: guardado, 200, e nada muda", async () => {
    const compra = await iniciarCompra(t, t.device(), "/api/compras", compraInput());
    const alheio = eventoAsaas(
      { ...compra, compra_id: "00000000-0000-4000-8000-000000000000", idAssinatura: "sub_de_outro" },
      { tipo: "PAYMENT_RECEIVED", status: "RECEIVED", em: T0 },
    );
    const contas = await contar(authUsers);
    expect((await postarWebhook(t, alheio)).status).toBe(200);
    const [guardado] = await db().select().from(eventosPagamento).where(eq(eventosPagamento.id, alheio.id));
    expect(guardado).toMatchObject({ erro: "Compra desconhecida" });
    expect(await contar(authUsers)).toBe(contas);
  });
});
