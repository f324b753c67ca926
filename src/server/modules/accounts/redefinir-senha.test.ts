import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { criarConta, entrar } from "../../../../tests/support/factories";
import { header, startSmtpServer, type TestSmtpServer, textPart } from "../../../../tests/support/smtp";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { authSessions, usuarios } from "../../db/schema";

const NOVA_SENHA = "Chopp#Gelado9";

describeEachDatabase("redefinir senha por e-mail (SMTP de verdade)", (getDb) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = createTestApp(getDb().db, {
      env: { SMTP_URL: smtp.url, MAIL_FROM: "Balcão <nao-responda@balcao.app>", NODE_ENV: "development" },
    });
  });
  afterAll(async () => {
    t.close();
    await smtp.close();
  });

  test("pedido → e-mail → link → nova senha → login; sessões antigas e o link morrem", async () => {
    const conta = await criarConta(getDb().db, { primeiroAcesso: true });
    const antigo = t.device();
    await entrar(antigo, conta);

    const navegador = t.device();
    const pedido = await navegador.post("/api/auth/request-password-reset", {
      email: conta.email,
      redirectTo: "/reset-password",
    });
    expect(pedido.status).toBe(200);

    const mail = await smtp.nextMessage();
    expect(mail.to).toEqual([conta.email]);
    expect(mail.from).toBe("nao-responda@balcao.app");
    expect(header(mail.raw, "Content-Type")).toMatch(/multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    const texto = textPart(mail.raw);
    expect(texto).toContain("redefinir a senha");
    expect(texto).toContain("1 hora");
    expect(texto).toContain("ignore este e-mail");
    const link = texto.match(/https?:\/\/\S+/)?.[0];
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/auth\/reset-password\/[^/?]+\?callbackURL=/);

    // The link checks the token and lands on the SPA screen with it.
    const clique = await navegador.get(link!);
    expect(clique.status).toBe(302);
    const tela = new URL(clique.headers.get("location")!);
    expect(`${tela.origin}${tela.pathname}`).toBe("http://localhost:3000/reset-password");
    const token = tela.searchParams.get("token");
    expect(token).toBeTruthy();

    const fraca = await navegador.post("/api/auth/reset-password", {
      novaSenha: "fraquinha1",
      confirmacao: "fraquinha1",
      token,
    });
    expect(fraca.status).toBe(400);
    expect(await json(fraca)).toMatchObject({
      code: "EntradaInvalida",
      error: "Deve conter pelo menos uma letra maiúscula",
      campos: { novaSenha: "Deve conter pelo menos uma letra maiúscula" },
    });

    const redefinir = await navegador.post("/api/auth/reset-password", {
      novaSenha: NOVA_SENHA,
      confirmacao: NOVA_SENHA,
      token,
    });
    expect(redefinir.status).toBe(200);

    expect(await antigo.isSignedIn()).toBe(false);
    const [perfil] = await getDb().db.select().from(usuarios).where(eq(usuarios.id, conta.usuarioId));
    expect(perfil).toMatchObject({ primeiro_acesso: false });
    expect(perfil!.senha_alterada_em).toBeInstanceOf(Date);

    expect((await t.device().post("/api/auth/sign-in/email", conta)).status).toBe(401);
    await entrar(t.device(), { email: conta.email, password: NOVA_SENHA });

    // Used once: the link now lands on the screen with an error, and the token is refused.
    const deNovo = await navegador.get(link!);
    expect(new URL(deNovo.headers.get("location")!).searchParams.get("error")).toBe("INVALID_TOKEN");
    const outra = `${NOVA_SENHA}x`;
    const reuso = await navegador.post("/api/auth/reset-password", {
      novaSenha: outra,
      confirmacao: outra,
      token,
    });
    expect(reuso.status).toBe(400);
    expect(await json(reuso)).toMatchObject({
      code: "INVALID_TOKEN",
      error: "Este link de redefinição é inválido ou expirou. Solicite um novo link para continuar.",
    });
  });

  test("e-mail sem conta: a mesma resposta 200, e nenhuma mensagem sai", async () => {
    const antes = smtp.received.length;
    const response = await t
      .device()
      .post("/api/auth/request-password-reset", { email: "ninguem@exemplo.com.br" });
    expect(response.status).toBe(200);
    expect(smtp.received.length).toBe(antes);
  });

  test("token inventado: 400 INVALID_TOKEN e nenhuma sessão é derrubada", async () => {
    const conta = await criarConta(getDb().db);
    await entrar(t.device(), conta);
    const response = await t.device().post("/api/auth/reset-password", {
      novaSenha: NOVA_SENHA,
      confirmacao: NOVA_SENHA,
      token: "inventado",
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "INVALID_TOKEN" });
    const sessoes = await getDb()
      .db.select()
      .from(authSessions)
      .where(eq(authSessions.userId, conta.usuarioId));
    expect(sessoes).toHaveLength(1);
  });

  test("com SMTP a página /dev/emails avisa que a caixa de saída fica vazia", async () => {
    const response = await t.device().get("/dev/emails");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("SMTP");
  });
});

describeEachDatabase("caixa de saída sem SMTP", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db, { env: { NODE_ENV: "development" } });
  });
  afterAll(() => t.close());

  test("o e-mail vira arquivo na caixa de saída, listado e aberto em /dev/emails com o link clicável", async () => {
    const conta = await criarConta(getDb().db);
    const pedido = await t.device().post("/api/auth/request-password-reset", { email: conta.email });
    expect(pedido.status).toBe(200);

    const mail = await t.lastEmail();
    expect(mail).toMatchObject({ to: conta.email, from: "Balcão <nao-responda@balcao.app>" });
    expect(mail.subject).toContain("Redefinição de senha");
    expect(mail.html).toContain("Balcão");
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    expect(mail.html).toContain(link.replace(/&/g, "&amp;"));

    const browser = t.device();
    const lista = await (await browser.get("/dev/emails")).text();
    expect(lista).toContain(`/dev/emails/${mail.id}`);
    expect(lista).toContain(conta.email);
    expect(lista).toContain("Redefinição de senha");

    const pagina = await browser.get(`/dev/emails/${mail.id}`);
    expect(pagina.status).toBe(200);
    const html = await pagina.text();
    expect(html).toContain("<iframe");
    expect(html).toContain(`<a href="${link}">`);

    // The link from the outbox works like the one sent by SMTP.
    const clique = await browser.get(link);
    expect(clique.headers.get("location")).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  });

  /** Asks for a reset link and follows it, as the person would: the token the screen receives. */
  async function pedirLink(email: string): Promise<{ link: string; token: string }> {
    expect((await t.device().post("/api/auth/request-password-reset", { email })).status).toBe(200);
    const link = (await t.lastEmail()).text.match(/https?:\/\/\S+/)![0];
    const token = new URL((await t.device().get(link)).headers.get("location")!).searchParams.get("token");
    expect(token).toBeTruthy();
    return { link, token: token! };
  }
  const redefinir = (token: string, senha = NOVA_SENHA) =>
    t.device().post("/api/auth/reset-password", { novaSenha: senha, confirmacao: senha, token });

  test("usar um link invalida os outros links pendentes da conta, e só dela", async () => {
    const conta = await criarConta(getDb().db);
    const vizinha = await criarConta(getDb().db);
    const primeiro = await pedirLink(conta.email);
    const segundo = await pedirLink(conta.email);
    const daVizinha = await pedirLink(vizinha.email);

    expect((await redefinir(segundo.token)).status).toBe(200);

    const antigo = await redefinir(primeiro.token, "Outra#Senha77");
    expect(antigo.status).toBe(400);
    expect(await json(antigo)).toMatchObject({
      code: "INVALID_TOKEN",
      error: "Este link de redefinição é inválido ou expirou. Solicite um novo link para continuar.",
    });
    const clique = await t.device().get(primeiro.link);
    expect(new URL(clique.headers.get("location")!).searchParams.get("error")).toBe("INVALID_TOKEN");
    await entrar(t.device(), { email: conta.email, password: NOVA_SENHA });

    expect((await redefinir(daVizinha.token)).status).toBe(200);
  });

  test("trocar a senha na conta também invalida os links pendentes", async () => {
    const conta = await criarConta(getDb().db);
    const { token } = await pedirLink(conta.email);
    const device = t.device();
    await entrar(device, conta);
    const troca = await device.post("/api/contas/senha", { novaSenha: NOVA_SENHA, confirmacao: NOVA_SENHA });
    expect(troca.status).toBe(200);

    const response = await redefinir(token, "Outra#Senha77");
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ code: "INVALID_TOKEN" });
    await entrar(t.device(), { email: conta.email, password: NOVA_SENHA });
  });

  test.each(["nao-existe", "..%2F..%2Fauth-secret", "1700000000000-zzzzzzzz"])(
    "/dev/emails/%s: 404",
    async (id) => {
      expect((await t.device().get(`/dev/emails/${id}`)).status).toBe(404);
    },
  );
});
