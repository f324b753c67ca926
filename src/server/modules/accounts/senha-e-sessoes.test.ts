import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { Sessao } from "@/shared/accounts/schemas";
import { VENCIMENTO_SUPER_ADMIN } from "@/shared/billing/assinatura";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { cadastroInput, criarConta, entrar } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { authSessions, usuarios } from "../../db/schema";

const SENHA_FORTE = "Caipirinha#2025";
const SUPER_ADMIN_EMAIL = "Chefe@Balcao.app";

describeEachDatabase("senha, sessões e permissões", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { env: { SUPER_ADMIN_EMAIL } });
  });
  afterAll(() => t.close());

  const perfil = async (usuarioId: string) =>
    (await getDb().db.select().from(usuarios).where(eq(usuarios.id, usuarioId)))[0]!;
  const sessoes = async (usuarioId: string) =>
    (await getDb().db.select().from(authSessions).where(eq(authSessions.userId, usuarioId))).length;
  const eu = async (device: ReturnType<TestApp["device"]>) =>
    Sessao.parse(await json(await device.get("/api/contas/sessao")));

  test.each([
    ["", "novaSenha", "Nova senha é obrigatória"],
    ["Ab1!", "novaSenha", "Deve ter pelo menos 8 caracteres"],
    ["abcdefg1!", "novaSenha", "Deve conter pelo menos uma letra maiúscula"],
    ["ABCDEFG1!", "novaSenha", "Deve conter pelo menos uma letra minúscula"],
    ["Abcdefgh!", "novaSenha", "Deve conter pelo menos um número"],
    ["Abcdefg12", "novaSenha", "Deve conter pelo menos um caractere especial"],
  ])("primeiro acesso, senha %j: 400 com '%s: %s', nada muda", async (novaSenha, campo, mensagem) => {
    const conta = await criarConta(getDb().db, { primeiroAcesso: true });
    const device = t.device();
    await entrar(device, conta);
    const response = await device.post("/api/contas/senha", { novaSenha, confirmacao: novaSenha || "x" });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "EntradaInvalida", campos: { [campo]: mensagem } });
    expect(await perfil(conta.usuarioId)).toMatchObject({ primeiro_acesso: true, senha_alterada_em: null });
  });

  test("confirmação vazia ou diferente: a mensagem do §5 no campo confirmacao", async () => {
    const conta = await criarConta(getDb().db, { primeiroAcesso: true });
    const device = t.device();
    await entrar(device, conta);
    const vazia = await device.post("/api/contas/senha", { novaSenha: SENHA_FORTE, confirmacao: "" });
    expect((await json<{ campos: object }>(vazia)).campos).toEqual({
      confirmacao: "Confirmação de senha é obrigatória",
    });
    const diferente = await device.post("/api/contas/senha", {
      novaSenha: SENHA_FORTE,
      confirmacao: `${SENHA_FORTE}x`,
    });
    expect((await json<{ campos: object }>(diferente)).campos).toEqual({
      confirmacao: "As senhas não conferem",
    });
  });

  test("primeiro acesso: a troca encerra o primeiro acesso, registra a data e derruba só as outras sessões", async () => {
    const conta = await criarConta(getDb().db, { primeiroAcesso: true });
    const vizinha = await criarConta(getDb().db, { primeiroAcesso: true });
    const aqui = t.device();
    const outro = t.device();
    const daVizinha = t.device();
    await entrar(aqui, conta);
    await entrar(outro, conta);
    await entrar(daVizinha, vizinha);
    expect((await eu(aqui)).usuario.primeiro_acesso).toBe(true);

    const antes = Date.now();
    const response = await aqui.post("/api/contas/senha", {
      novaSenha: SENHA_FORTE,
      confirmacao: SENHA_FORTE,
    });
    expect(response.status).toBe(200);
    expect(Sessao.parse(await json(response)).usuario.primeiro_acesso).toBe(false);

    const depois = await perfil(conta.usuarioId);
    expect(depois.primeiro_acesso).toBe(false);
    expect(depois.senha_alterada_em!.getTime()).toBeGreaterThanOrEqual(antes - 1);
    expect(await aqui.isSignedIn()).toBe(true);
    expect(await outro.isSignedIn()).toBe(false);
    expect(await sessoes(conta.usuarioId)).toBe(1);

    // Another account is untouched: its session, its flag, its password.
    expect(await daVizinha.isSignedIn()).toBe(true);
    expect(await perfil(vizinha.usuarioId)).toMatchObject({ primeiro_acesso: true, senha_alterada_em: null });
    await entrar(t.device(), vizinha);

    const velha = await t.device().post("/api/auth/sign-in/email", conta);
    expect(velha.status).toBe(401);
    await entrar(t.device(), { email: conta.email, password: SENHA_FORTE });
  });

  test("trocar a senha exige sessão", async () => {
    const response = await t
      .device()
      .post("/api/contas/senha", { novaSenha: SENHA_FORTE, confirmacao: SENHA_FORTE });
    expect(response.status).toBe(401);
  });

  test("sair é global: todos os aparelhos da conta saem, os de outra conta não", async () => {
    const conta = await criarConta(getDb().db);
    const vizinha = await criarConta(getDb().db);
    const [celular, caixa, notebook, daVizinha] = [t.device(), t.device(), t.device(), t.device()];
    for (const d of [celular, caixa, notebook]) await entrar(d, conta);
    await entrar(daVizinha, vizinha);

    const response = await celular.post("/api/contas/sair", {});
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => /^balcao\.session_token=;.*Max-Age=0/i.test(c))).toBe(
      true,
    );
    expect(celular.cookies.has("balcao.session_token")).toBe(false);
    for (const d of [celular, caixa, notebook]) expect(await d.isSignedIn()).toBe(false);
    expect(await sessoes(conta.usuarioId)).toBe(0);

    expect(await daVizinha.isSignedIn()).toBe(true);
    expect(await sessoes(vizinha.usuarioId)).toBe(1);
  });

  test("sair sem sessão responde 200 e limpa os cookies", async () => {
    const response = await t.device().post("/api/contas/sair", {});
    expect(response.status).toBe(200);
  });

  test("ninguém se dá super_admin nem encerra o primeiro acesso por conta própria", async () => {
    const conta = await criarConta(getDb().db, { primeiroAcesso: true });
    const device = t.device();
    await entrar(device, conta);

    const atualizar = await device.post("/api/auth/update-user", {
      name: "Hacker",
      role: "super_admin",
      primeiro_acesso: false,
    });
    expect(atualizar.status).toBe(404);

    // Extra fields on our own endpoints are dropped by their schemas.
    const cadastro = await t.device().post("/api/contas/cadastro", {
      ...cadastroInput(),
      role: "super_admin",
      primeiro_acesso: false,
      primeiroAcesso: false,
    });
    expect(cadastro.status).toBe(201);
    expect(Sessao.parse(await json(cadastro)).usuario).toMatchObject({
      role: "usuario",
      super_admin: false,
    });

    // better-auth's user object (the sign-in answer; get-session is closed) carries no profile fields
    // that a client could echo back.
    const login = await json<{ user: Record<string, unknown> }>(
      await t.device().post("/api/auth/sign-in/email", conta),
    );
    expect(Object.keys(login.user).sort()).toEqual(
      ["createdAt", "email", "emailVerified", "id", "image", "name", "updatedAt"].sort(),
    );

    expect(await perfil(conta.usuarioId)).toMatchObject({ role: "usuario", primeiro_acesso: true });
    const trocar = await device.post("/api/contas/senha", {
      novaSenha: SENHA_FORTE,
      confirmacao: SENHA_FORTE,
      role: "super_admin",
    });
    expect(trocar.status).toBe(200);
    expect((await perfil(conta.usuarioId)).role).toBe("usuario");
  });

  test("cadastrar-se com o e-mail do super admin, em outra caixa, não dá super admin", async () => {
    // The attack: the operator once named the super admin by e-mail (SUPER_ADMIN_EMAIL, still in this
    // app's environment), and the e-mail of a new account is never verified. Only the role counts now.
    const device = t.device();
    const cadastro = await device.post(
      "/api/contas/cadastro",
      cadastroInput({ email: SUPER_ADMIN_EMAIL.toUpperCase(), planoId: "plano-mensal-balcao" }),
    );
    expect(cadastro.status).toBe(201);
    const { usuario, assinatura } = Sessao.parse(await json(cadastro));
    expect(usuario).toMatchObject({
      email: SUPER_ADMIN_EMAIL.toLowerCase(),
      role: "usuario",
      super_admin: false,
    });
    expect(assinatura).toMatchObject({ planLevel: 1, isTrialPeriod: true, subscription: { virtual: false } });
    expect((await eu(device)).usuario.super_admin).toBe(false);
  });

  test("role super_admin, posta pelo operador: assinatura virtual até 2030-12-31, nível 999", async () => {
    const porRole = await criarConta(getDb().db, { role: "super_admin" });
    const admin = t.device();
    await entrar(admin, porRole);
    const doAdmin = await eu(admin);
    expect(doAdmin.usuario.super_admin).toBe(true);
    expect(doAdmin.assinatura).toMatchObject({
      hasActiveSubscription: true,
      canAccessSystem: true,
      isTrialPeriod: false,
      isExpired: false,
      limitationMessage: null,
      planLevel: 999,
      subscription: {
        virtual: true,
        status: "ativa",
        data_vencimento: VENCIMENTO_SUPER_ADMIN,
        desconto_percentual: 100,
      },
    });

    const comum = await criarConta(getDb().db, { planoId: "plano-anual-balcao" });
    const device = t.device();
    await entrar(device, comum);
    const { usuario, assinatura } = await eu(device);
    expect(usuario.super_admin).toBe(false);
    // Signed up on the annual plan without paying: pendente, inside its 7 days of access.
    expect(assinatura).toMatchObject({
      hasActiveSubscription: false,
      isTrialPeriod: true,
      canAccessSystem: true,
      planLevel: 3,
      subscription: { virtual: false, status: "pendente" },
    });
  });
});
