import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { Sessao } from "@/shared/accounts/schemas";
import type { EquipeResposta, Pessoa } from "@/shared/equipe/schemas";
import { createTestApp, type ErroApi, json, type TestApp } from "../../../../tests/support/app";
import {
  conviteInput,
  definirSenhaPeloLink,
  pessoaLogada,
  tokenDoUltimoEmail,
} from "../../../../tests/support/equipe";
import { contaLogada, entrar, SENHA_PADRAO } from "../../../../tests/support/factories";
import { compraInput } from "../../../../tests/support/pagamentos";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { authSessions, compras, equipe } from "../../db/schema";

const NOVA_SENHA = "Chopp#Gelado9";

describeEachDatabase("equipe: convidar, entrar, desativar, redefinir acesso", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { rateLimit: false });
  });
  afterAll(() => t.close());

  const sessoesDe = (id: string) => t.db.select().from(authSessions).where(eq(authSessions.userId, id));
  const linhaDe = async (id: string) => (await t.db.select().from(equipe).where(eq(equipe.id, id)))[0];

  test("a conta nova tem o dono como primeira pessoa, e a sessão diz quem é", async () => {
    const dono = await contaLogada(t);
    const lista = await json<EquipeResposta>(await dono.device.get("/api/equipe"));
    expect(lista).toEqual({
      pessoas: [
        expect.objectContaining({ id: dono.usuarioId, email: dono.email, papel: "dono", ativo: true }),
      ],
      limite: null,
    });
    const sessao = await json<Sessao>(await dono.device.get("/api/contas/sessao"));
    expect(sessao.pessoa).toMatchObject({ id: dono.usuarioId, email: dono.email, papel: "dono" });
  });

  test("convite → e-mail com link → senha → login: a pessoa entra no estabelecimento do dono", async () => {
    const dono = await contaLogada(t);
    const input = conviteInput("garcom", { nome: "Zeca Garçom" });
    const resposta = await dono.device.post("/api/equipe", input);
    expect(resposta.status).toBe(201);
    const pessoa = await json<Pessoa>(resposta);
    expect(pessoa).toMatchObject({
      nome: "Zeca Garçom",
      email: input.email,
      papel: "garcom",
      convite_pendente: true,
    });

    const mail = await t.lastEmail();
    expect(mail.subject).toContain("Convite para a equipe");
    expect(mail.text).toContain("Garçom");
    expect(mail.text).toContain("72 horas");
    expect(mail.text).not.toMatch(/senha:\s*\S/i);

    // Before the link, nobody knows a password that works.
    const antes = await t
      .device()
      .post("/api/auth/sign-in/email", { email: input.email, password: SENHA_PADRAO });
    expect(antes.status).toBe(401);

    await definirSenhaPeloLink(t, await tokenDoUltimoEmail(t, input.email), NOVA_SENHA);
    const garcom = t.device();
    await entrar(garcom, { email: input.email, password: NOVA_SENHA });
    const sessao = await json<Sessao>(await garcom.get("/api/contas/sessao"));
    expect(sessao.pessoa).toEqual({
      id: pessoa.id,
      nome: "Zeca Garçom",
      email: input.email,
      papel: "garcom",
    });
    // The account is the owner's: the same establishment, no console, no first-access screen.
    expect(sessao.usuario).toMatchObject({ id: dono.usuarioId, super_admin: false, primeiro_acesso: false });
    expect((await linhaDe(pessoa.id))?.convite_pendente).toBe(false);

    // The waiter's rights: open tabs, not reports, settings, closing or the staff (screen and API).
    expect((await garcom.get("/api/comandas")).status).toBe(200);
    for (const [metodo, caminho] of [
      ["GET", "/api/relatorios"],
      ["GET", "/api/configuracoes"],
      ["GET", "/api/equipe"],
      ["POST", "/api/comandas/7e0c6a52-93f5-4d6b-8a53-5b6f1b5a3c11/fechar"],
    ] as const) {
      const negada = await garcom.request(metodo, caminho, metodo === "POST" ? { body: {} } : {});
      expect(negada.status, caminho).toBe(403);
      expect(await json<ErroApi>(negada)).toEqual({
        error: "Sua função (Garçom) não permite esta ação.",
        code: "SemPermissao",
      });
    }
  });

  test("um e-mail que já entra em algum lugar não é convidado (409), nem duas vezes", async () => {
    const a = await contaLogada(t);
    const b = await contaLogada(t);
    const deOutroDono = await a.device.post("/api/equipe", conviteInput("caixa", { email: b.email }));
    expect(deOutroDono.status).toBe(409);
    expect(await json<ErroApi>(deOutroDono)).toMatchObject({ code: "EmailJaTemAcesso" });

    const input = conviteInput("caixa");
    expect((await a.device.post("/api/equipe", input)).status).toBe(201);
    const deNovo = await b.device.post("/api/equipe", { ...input, email: input.email.toUpperCase() });
    expect(deNovo.status).toBe(409);
    expect((await json<EquipeResposta>(await b.device.get("/api/equipe"))).pessoas).toHaveLength(1);
  });

  test("o login de uma pessoa da equipe não compra uma conta nova (409, nada criado)", async () => {
    const dono = await contaLogada(t);
    const input = conviteInput("garcom");
    expect((await dono.device.post("/api/equipe", input)).status).toBe(201);
    const compra = await t.device().post("/api/compras", compraInput({ email: input.email }));
    expect(compra.status).toBe(409);
    expect(await json<ErroApi>(compra)).toMatchObject({ code: "EmailDeEquipe" });
    expect(await t.db.select().from(compras).where(eq(compras.email, input.email))).toEqual([]);
    // The owner's own e-mail still buys (a renewal of the owner's account).
    expect((await t.device().post("/api/compras", compraInput({ email: dono.email }))).status).toBe(201);
  });

  test("entrada inválida: 400 por campo, nada criado; o dono não é convidado", async () => {
    const dono = await contaLogada(t);
    const ruim = await dono.device.post("/api/equipe", { nome: "", email: "x", papel: "dono" });
    expect(ruim.status).toBe(400);
    expect((await json<ErroApi>(ruim)).campos).toMatchObject({
      nome: expect.any(String),
      email: expect.any(String),
      papel: expect.any(String),
    });
    expect((await json<EquipeResposta>(await dono.device.get("/api/equipe"))).pessoas).toHaveLength(1);
  });

  test("desativar encerra as sessões da pessoa na hora; reativar deixa entrar de novo", async () => {
    const dono = await contaLogada(t);
    const caixa = await pessoaLogada(t, dono.device, "caixa");
    expect((await caixa.device.get("/api/vendas")).status).toBe(200);

    const desativar = await dono.device.request("PATCH", `/api/equipe/${caixa.pessoa.id}`, {
      body: { ativo: false },
    });
    expect(desativar.status).toBe(200);
    expect(await json<Pessoa>(desativar)).toMatchObject({ ativo: false });
    expect(await sessoesDe(caixa.pessoa.id)).toEqual([]);
    expect((await linhaDe(caixa.pessoa.id))?.desativado_em).toBeInstanceOf(Date);
    expect((await caixa.device.get("/api/vendas")).status).toBe(401);

    // The right password makes no session: the sign-in says access was disabled.
    const tentativa = t.device();
    const login = await tentativa.post("/api/auth/sign-in/email", {
      email: caixa.email,
      password: caixa.password,
    });
    expect(login.status).toBe(403);
    expect(await json<ErroApi>(login)).toMatchObject({
      code: "ACESSO_DESATIVADO",
      error: "Seu acesso foi desativado. Fale com o responsável pelo estabelecimento.",
    });
    expect(await sessoesDe(caixa.pessoa.id)).toEqual([]);
    expect(await tentativa.isSignedIn()).toBe(false);
    // The owner is not touched.
    expect((await dono.device.get("/api/vendas")).status).toBe(200);

    const reativar = await dono.device.request("PATCH", `/api/equipe/${caixa.pessoa.id}`, {
      body: { ativo: true, papel: "gerente", nome: "Ana Gerente" },
    });
    expect(await json<Pessoa>(reativar)).toMatchObject({
      ativo: true,
      papel: "gerente",
      nome: "Ana Gerente",
    });
    const devolta = t.device();
    await entrar(devolta, caixa);
    expect((await json<Sessao>(await devolta.get("/api/contas/sessao"))).pessoa).toMatchObject({
      papel: "gerente",
      nome: "Ana Gerente",
    });
  });

  test("mudar a função vale na requisição seguinte", async () => {
    const dono = await contaLogada(t);
    const garcom = await pessoaLogada(t, dono.device, "garcom");
    expect((await garcom.device.get("/api/relatorios")).status).toBe(403);
    await dono.device.request("PATCH", `/api/equipe/${garcom.pessoa.id}`, { body: { papel: "gerente" } });
    expect((await garcom.device.get("/api/relatorios")).status).toBe(200);
  });

  test("o dono não muda de função nem é desativado; o nome, sim", async () => {
    const dono = await contaLogada(t);
    for (const body of [{ papel: "gerente" }, { ativo: false }]) {
      const resposta = await dono.device.request("PATCH", `/api/equipe/${dono.usuarioId}`, { body });
      expect(resposta.status).toBe(409);
      expect(await json<ErroApi>(resposta)).toMatchObject({ code: "DonoNaoAlteravel" });
    }
    expect((await dono.device.post(`/api/equipe/${dono.usuarioId}/redefinir-acesso`)).status).toBe(409);
    const nome = await dono.device.request("PATCH", `/api/equipe/${dono.usuarioId}`, {
      body: { nome: "Zé" },
    });
    expect(await json<Pessoa>(nome)).toMatchObject({ nome: "Zé", papel: "dono", ativo: true });
    expect(await dono.device.isSignedIn()).toBe(true);
  });

  test("redefinir acesso: as sessões acabam, a senha antiga para de valer, um link novo chega", async () => {
    const dono = await contaLogada(t);
    const caixa = await pessoaLogada(t, dono.device, "caixa");
    const resposta = await dono.device.post(`/api/equipe/${caixa.pessoa.id}/redefinir-acesso`);
    expect(resposta.status).toBe(200);
    expect(await json<Pessoa>(resposta)).toMatchObject({ convite_pendente: true, ativo: true });
    expect((await caixa.device.get("/api/vendas")).status).toBe(401);
    const velha = await t
      .device()
      .post("/api/auth/sign-in/email", { email: caixa.email, password: SENHA_PADRAO });
    expect(velha.status).toBe(401);

    expect((await t.lastEmail()).subject).toContain("redefinido");
    await definirSenhaPeloLink(t, await tokenDoUltimoEmail(t, caixa.email), NOVA_SENHA);
    const nova = t.device();
    await entrar(nova, { email: caixa.email, password: NOVA_SENHA });
    expect((await nova.get("/api/vendas")).status).toBe(200);
  });

  test("a senha do dono (troca ou redefinição) e o sair do garçom não mexem nas sessões dos outros", async () => {
    const dono = await contaLogada(t);
    const garcom = await pessoaLogada(t, dono.device, "garcom");
    const caixa = await pessoaLogada(t, dono.device, "caixa");

    const troca = await dono.device.post("/api/contas/senha", {
      novaSenha: NOVA_SENHA,
      confirmacao: NOVA_SENHA,
    });
    expect(troca.status).toBe(200);
    expect(await garcom.device.isSignedIn()).toBe(true);

    const pedido = await t.device().post("/api/auth/request-password-reset", { email: dono.email });
    expect(pedido.status).toBe(200);
    await definirSenhaPeloLink(t, await tokenDoUltimoEmail(t, dono.email), "Caipirinha#2027");
    expect(await dono.device.isSignedIn()).toBe(false);
    expect(await garcom.device.isSignedIn()).toBe(true);
    expect(await caixa.device.isSignedIn()).toBe(true);

    expect((await garcom.device.post("/api/contas/sair")).status).toBe(200);
    expect(await garcom.device.isSignedIn()).toBe(false);
    expect(await caixa.device.isSignedIn()).toBe(true);
  });

  test("entre contas: o dono de B com os ids de A recebe 404 e nada muda", async () => {
    const a = await contaLogada(t);
    const b = await contaLogada(t);
    const pessoaDeA = await pessoaLogada(t, a.device, "caixa");
    for (const [metodo, caminho, body] of [
      ["PATCH", `/api/equipe/${pessoaDeA.pessoa.id}`, { ativo: false, papel: "garcom", nome: "Invasor" }],
      ["PATCH", `/api/equipe/${a.usuarioId}`, { nome: "Invasor" }],
      ["POST", `/api/equipe/${pessoaDeA.pessoa.id}/redefinir-acesso`, undefined],
    ] as const) {
      const resposta = await b.device.request(metodo, caminho, { body });
      expect(resposta.status, caminho).toBe(404);
      expect(await json<ErroApi>(resposta)).toEqual({
        error: "Pessoa não encontrada",
        code: "NaoEncontrado",
      });
    }
    expect(await linhaDe(pessoaDeA.pessoa.id)).toMatchObject({
      ativo: true,
      papel: "caixa",
      convite_pendente: false,
    });
    expect(await pessoaDeA.device.isSignedIn()).toBe(true);
    const listaB = await json<EquipeResposta>(await b.device.get("/api/equipe"));
    expect(listaB.pessoas.map((p) => p.id)).toEqual([b.usuarioId]);
    // And the person of A works in A's establishment only.
    const sessao = await json<Sessao>(await pessoaDeA.device.get("/api/contas/sessao"));
    expect(sessao.usuario.id).toBe(a.usuarioId);
  });

  test("gerente não administra a equipe (403), nem restaura backup", async () => {
    const dono = await contaLogada(t);
    const gerente = await pessoaLogada(t, dono.device, "gerente");
    expect((await gerente.device.post("/api/equipe", conviteInput("caixa"))).status).toBe(403);
    expect((await gerente.device.post("/api/backups/restaurar", {})).status).toBe(403);
    expect((await gerente.device.get("/api/backups")).status).toBe(200);
  });
});

describe.each([
  ["off", false],
  ["on", true],
] as const)("limite de pessoas por plano com FEATURE_GATING=%s", (gating, aplicado) => {
  describeEachDatabase(`FEATURE_GATING=${gating}`, (getDb) => {
    let t: TestApp;
    beforeAll(() => {
      t = createTestApp(getDb().db, { rateLimit: false, env: { FEATURE_GATING: gating } });
    });
    afterAll(() => t.close());

    test("mensal: 2 pessoas ativas contando o dono; desativar abre vaga, reativar ocupa", async () => {
      const dono = await contaLogada(t);
      const primeira = await dono.device.post("/api/equipe", conviteInput("caixa"));
      expect(primeira.status).toBe(201);
      const segunda = await dono.device.post("/api/equipe", conviteInput("garcom"));
      const lista = await json<EquipeResposta>(await dono.device.get("/api/equipe"));
      if (!aplicado) {
        expect(segunda.status).toBe(201);
        expect(lista.limite).toBeNull();
        return;
      }
      expect(lista.limite).toBe(2);
      expect(segunda.status).toBe(403);
      expect(await json<ErroApi>(segunda)).toMatchObject({
        code: "LimiteDeEquipe",
        error: expect.stringContaining("2 pessoas ativas"),
      });
      expect(lista.pessoas).toHaveLength(2);

      const id = (await json<Pessoa>(primeira)).id;
      await dono.device.request("PATCH", `/api/equipe/${id}`, { body: { ativo: false } });
      const outra = await dono.device.post("/api/equipe", conviteInput("garcom"));
      expect(outra.status).toBe(201);
      const reativar = await dono.device.request("PATCH", `/api/equipe/${id}`, { body: { ativo: true } });
      expect(reativar.status).toBe(403);
      expect((await linhaDe(t, id))?.ativo).toBe(false);
    });

    test("semestral: 5; anual: sem limite", async () => {
      const semestral = await contaLogada(t, { planoId: "plano-semestral-balcao" });
      const anual = await contaLogada(t, { planoId: "plano-anual-balcao" });
      const limites = await Promise.all(
        [semestral, anual].map(
          async (c) => (await json<EquipeResposta>(await c.device.get("/api/equipe"))).limite,
        ),
      );
      expect(limites).toEqual(aplicado ? [5, null] : [null, null]);
    });
  });
});

async function linhaDe(t: TestApp, id: string) {
  return (await t.db.select().from(equipe).where(eq(equipe.id, id)))[0];
}
