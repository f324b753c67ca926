import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { assinaturas, authUsers, compras, equipe, transacoesPagamento, usuarios } from "@/server/db/schema";
import type { Compra, PagamentoIniciado } from "@/shared/billing/schemas";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { entrar } from "../../../../tests/support/factories";
import { compraInput } from "../../../../tests/support/pagamentos";
import { describeEachDatabase } from "../../../../tests/support/test-db";

const NOVA_SENHA = "Chopp#Gelado9";

describeEachDatabase("pagar primeiro, no provedor de testes", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());

  test("um estranho compra o anual: checkout → pago → página de sucesso, conta ativa e e-mail com o link de senha", async () => {
    const navegador = t.device();
    const dados = compraInput();
    const iniciar = await navegador.post("/api/compras", dados);
    expect(iniciar.status).toBe(201);
    const { compra_id, url_pagamento } = await json<PagamentoIniciado>(iniciar);
    expect(url_pagamento).toMatch(/^\/checkout\/pay_sbx_[0-9a-f]{16}$/);
    const cobrancaId = url_pagamento.split("/").pop()!;

    const aguardando = await json<Compra>(await navegador.get(`/api/compras/${compra_id}`));
    expect(aguardando).toMatchObject({
      status: "aguardando",
      plano: { id: "plano-anual-balcao", nome: "Anual", duracao_meses: 12 },
      valor_total: "838.80",
      valor_mensal: "69.90",
      url_pagamento,
      pagamento: null,
      conta_criada: false,
    });

    const checkout = await json(await navegador.get(`/api/sandbox/cobrancas/${cobrancaId}`));
    expect(checkout).toMatchObject({
      id: cobrancaId,
      plano_nome: "Anual",
      valor: "838.80",
      forma: "UNDEFINED",
      status: "PENDING",
      nome_cliente: dados.nomeEstabelecimento,
    });

    const pago = await navegador.post(`/api/sandbox/cobrancas/${cobrancaId}/resultado`, {
      resultado: "pago",
      forma: "PIX",
    });
    expect(pago.status).toBe(200);
    expect(await json(pago)).toEqual({ redirecionar_para: `/pagamento/sucesso?payment_id=${compra_id}` });

    const paga = await json<Compra>(await navegador.get(`/api/compras/${compra_id}`));
    expect(paga).toMatchObject({
      status: "paga",
      url_pagamento: null,
      pagamento: { status: "confirmed", metodo_pagamento: "PIX" },
      conta_criada: true,
    });

    const db = getDb().db;
    const [user] = await db.select().from(authUsers).where(eq(authUsers.email, dados.email));
    expect(user).toBeDefined();
    const [perfil] = await db.select().from(usuarios).where(eq(usuarios.id, user!.id));
    expect(perfil).toMatchObject({
      status_assinatura: "ativa",
      primeiro_acesso: true,
      plano_id: "plano-anual-balcao",
    });
    const subs = await db.select().from(assinaturas).where(eq(assinaturas.usuario_id, user!.id));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: "ativa", compra_id, valor_total: "838.80" });
    // The buyer is the establishment's owner, its first person.
    expect(await db.select().from(equipe).where(eq(equipe.usuario_id, user!.id))).toEqual([
      expect.objectContaining({ id: user!.id, papel: "dono", email: dados.email, ativo: true }),
    ]);
    const pagamentos = await db
      .select()
      .from(transacoesPagamento)
      .where(eq(transacoesPagamento.compra_id, compra_id));
    expect(pagamentos).toHaveLength(1);
    expect(pagamentos[0]).toMatchObject({
      usuario_id: user!.id,
      assinatura_id: subs[0]!.id,
      status: "confirmed",
    });

    const mail = await t.lastEmail();
    expect(mail.to).toBe(dados.email);
    expect(mail.text).not.toMatch(/senha:/i);
    const link = mail.text.match(/https?:\/\/\S+reset-password\S+/)?.[0];
    expect(link).toBeTruthy();

    const clique = await navegador.get(link!);
    expect(clique.status).toBe(302);
    const token = new URL(clique.headers.get("location")!).searchParams.get("token");
    const definir = await navegador.post("/api/auth/reset-password", {
      novaSenha: NOVA_SENHA,
      confirmacao: NOVA_SENHA,
      token,
    });
    expect(definir.status).toBe(200);
    const outra = await navegador.post("/api/auth/reset-password", {
      novaSenha: "Outra#Senha77",
      confirmacao: "Outra#Senha77",
      token,
    });
    expect(outra.status).toBe(400);
    await entrar(t.device(), { email: dados.email, password: NOVA_SENHA });
    const [depois] = await db.select().from(usuarios).where(eq(usuarios.id, user!.id));
    expect(depois!.primeiro_acesso).toBe(false);
    const [compra] = await db.select().from(compras).where(eq(compras.id, compra_id));
    expect(compra!.usuario_id).toBe(user!.id);
  });
});
