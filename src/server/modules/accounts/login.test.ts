import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { criarConta, entrar } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";
import { authRateLimits, authSessions } from "../../db/schema";
import { AUTH_RATE_LIMITS } from "../../lib/auth";
import { LIMITE_POR_CONTA } from "../../lib/sign-in-limit";

const CREDENCIAIS_INVALIDAS = { code: "INVALID_EMAIL_OR_PASSWORD", error: "E-mail ou senha incorretos." };

describeEachDatabase("login e proteção da API", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  const sessoes = async (usuarioId: string) =>
    (await getDb().db.select().from(authSessions).where(eq(authSessions.userId, usuarioId))).length;
  /** Moves a counter's last counted request `segundos` into the past, as if that time had gone by. */
  const envelhecerContador = async (key: string, segundos: number) => {
    const [row] = await getDb()
      .db.update(authRateLimits)
      .set({ lastRequest: sql`${authRateLimits.lastRequest} - ${segundos * 1000 + 1000}` })
      .where(eq(authRateLimits.key, key))
      .returning({ key: authRateLimits.key });
    expect(row, `contador ${key}`).toBeDefined();
  };

  test("login certo: cookie de sessão HttpOnly, sem o token no corpo, e a conta responde", async () => {
    const conta = await criarConta(getDb().db);
    const device = t.device();
    const response = await device.post("/api/auth/sign-in/email", {
      email: conta.email,
      password: conta.password,
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("balcao.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i); // APP_URL is http://localhost here
    const body = await json<{ user: { email: string }; token?: string }>(response);
    expect(body.user.email).toBe(conta.email);
    expect(body).not.toHaveProperty("token");

    const eu = await device.get("/api/contas/sessao");
    expect(eu.status).toBe(200);
    expect((await json<{ usuario: { id: string } }>(eu)).usuario.id).toBe(conta.usuarioId);
  });

  test("senha errada e e-mail desconhecido: o mesmo 401 em pt-BR, nunca 500", async () => {
    const conta = await criarConta(getDb().db);
    const errada = await t
      .device()
      .post("/api/auth/sign-in/email", { email: conta.email, password: "outra123" });
    expect(errada.status).toBe(401);
    expect(await json(errada)).toMatchObject(CREDENCIAIS_INVALIDAS);

    const desconhecido = await t.device().post("/api/auth/sign-in/email", {
      email: "ninguem@exemplo.com.br",
      password: "qualquer1",
    });
    expect(desconhecido.status).toBe(401);
    expect(await json(desconhecido)).toMatchObject(CREDENCIAIS_INVALIDAS);
    expect(await sessoes(conta.usuarioId)).toBe(0);
  });

  test.each([
    ["e-mail inválido", { email: "sem-arroba", password: "x" }, undefined],
    ["corpo vazio", {}, undefined],
    ["JSON quebrado", undefined, "{email:"],
  ])("%s no login: 400, não 500", async (_nome, body, rawBody) => {
    const response = await t.device().post("/api/auth/sign-in/email", body, rawBody ? { rawBody } : {});
    expect(response.status).toBe(400);
    expect(typeof (await json<{ error: unknown }>(response)).error).toBe("string");
  });

  test("limite por endereço no login: 429 depois do máximo, só para aquele cliente", async () => {
    const conta = await criarConta(getDb().db);
    const { max } = AUTH_RATE_LIMITS["/sign-in/email"];
    const atacante = t.device();
    // One guess per e-mail: the per-account limit stays out of it.
    for (let i = 0; i < max; i++) {
      const r = await atacante.post("/api/auth/sign-in/email", {
        email: `alvo${i}-${conta.email}`,
        password: `chute${i}`,
      });
      expect(r.status).toBe(401);
    }
    const bloqueado = await atacante.post("/api/auth/sign-in/email", {
      email: conta.email,
      password: conta.password,
    });
    expect(bloqueado.status).toBe(429);
    expect(await json(bloqueado)).toMatchObject({ code: "MuitasTentativas" });
    expect(Number(bloqueado.headers.get("retry-after"))).toBeGreaterThan(0);
    // Refused by address, the password was never checked: nothing counts against the account.
    for (let i = 0; i < LIMITE_POR_CONTA.max; i++) {
      const r = await atacante.post("/api/auth/sign-in/email", { email: conta.email, password: `x${i}` });
      expect(r.status).toBe(429);
    }
    const contador = await getDb()
      .db.select({ count: authRateLimits.count })
      .from(authRateLimits)
      .where(eq(authRateLimits.key, `conta:${conta.email}|/sign-in/email`));
    expect(contador.map((r) => r.count)).toEqual([0]);

    // The owner, from another address, still gets in.
    await entrar(t.device(), conta);
  });

  test(`limite por conta: ${LIMITE_POR_CONTA.max} senhas erradas de endereços diferentes bloqueiam a conta, até a certa`, async () => {
    const conta = await criarConta(getDb().db);
    const vizinha = await criarConta(getDb().db);
    // 40 addresses, one wrong password each: the per-address limit never sees more than one.
    const status: number[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await t
        .device()
        .post("/api/auth/sign-in/email", { email: conta.email, password: `chute${i}` });
      status.push(r.status);
    }
    expect(status.filter((s) => s === 401)).toHaveLength(LIMITE_POR_CONTA.max);
    expect(status.slice(LIMITE_POR_CONTA.max).every((s) => s === 429)).toBe(true);

    const certa = await t.device().post("/api/auth/sign-in/email", conta);
    expect(certa.status).toBe(429);
    expect(await json(certa)).toEqual({
      error: "Muitas tentativas de login nesta conta. Aguarde alguns minutos e tente novamente.",
      code: "MuitasTentativas",
    });
    const espera = Number(certa.headers.get("retry-after"));
    expect(espera).toBeGreaterThan(0);
    expect(espera).toBeLessThanOrEqual(LIMITE_POR_CONTA.window);
    expect(await sessoes(conta.usuarioId)).toBe(0);
    // The same e-mail in other case is the same account.
    const maiusculas = await t
      .device()
      .post("/api/auth/sign-in/email", { ...conta, email: conta.email.toUpperCase() });
    expect(maiusculas.status).toBe(429);

    // Another account is not affected.
    await entrar(t.device(), vizinha);

    // Once the window has passed since the last failure, the right password gets in.
    await envelhecerContador(`conta:${conta.email}|/sign-in/email`, LIMITE_POR_CONTA.window);
    await entrar(t.device(), conta);
  });

  test("só falhas contam, e entrar com a senha certa zera a contagem", async () => {
    const conta = await criarConta(getDb().db);
    for (let rodada = 0; rodada < 3; rodada++) {
      for (let i = 0; i < LIMITE_POR_CONTA.max - 1; i++) {
        const r = await t.device().post("/api/auth/sign-in/email", { email: conta.email, password: `x${i}` });
        expect(r.status).toBe(401);
      }
      await entrar(t.device(), conta);
    }
    // Refused input never reached the password check and counts for nothing.
    for (let i = 0; i < LIMITE_POR_CONTA.max + 1; i++) {
      const r = await t.device().post("/api/auth/sign-in/email", { email: conta.email, password: "" });
      expect(r.status).toBe(400);
    }
    await entrar(t.device(), conta);
  });

  test("POST de outra origem, ou sem Origin, é recusado antes de qualquer efeito", async () => {
    const conta = await criarConta(getDb().db);
    const device = t.device();
    for (const origem of ["https://site-malicioso.example", null]) {
      const login = await device.withOrigin(origem).post("/api/auth/sign-in/email", conta);
      expect(login.status).toBe(403);
      expect(await json(login)).toMatchObject({ code: "OrigemNaoPermitida" });
    }
    expect(await sessoes(conta.usuarioId)).toBe(0);

    await entrar(device, conta);
    const forjado = device.withOrigin("https://site-malicioso.example");
    const sair = await forjado.post("/api/contas/sair", {});
    expect(sair.status).toBe(403);
    const senha = await forjado.post("/api/contas/senha", {
      novaSenha: "Invasor#123",
      confirmacao: "Invasor#123",
    });
    expect(senha.status).toBe(403);
    expect(await sessoes(conta.usuarioId)).toBe(1);
    expect(await device.isSignedIn()).toBe(true);
  });

  test("GET /api/contas/sessao sem sessão: null, não um erro", async () => {
    const response = await t.device().get("/api/contas/sessao");
    expect(response.status).toBe(200);
    expect(await json(response)).toBeNull();
  });

  test("rota que exige sessão, sem sessão: 401 em JSON", async () => {
    const response = await t
      .device()
      .post("/api/contas/senha", { novaSenha: "Nova#Senha1", confirmacao: "Nova#Senha1" });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await json(response)).toEqual({
      error: "Sessão expirada. Faça login novamente.",
      code: "NaoAutenticado",
    });
  });

  test("cookie de sessão adulterado conta como sem sessão", async () => {
    const conta = await criarConta(getDb().db);
    const device = t.device();
    await entrar(device, conta);
    const [nome, valor = ""] = [...device.cookies].find(([k]) => k === "balcao.session_token")!;
    // Another first character, whatever the real one was: the signature no longer matches.
    device.cookies.set(nome, `${valor.startsWith("x") ? "y" : "x"}${valor.slice(1)}`);
    expect(await device.isSignedIn()).toBe(false);
  });

  test.each([
    "/api/nao-existe",
    "/api/auth/nao-existe",
    "/api/auth/sign-up/email",
    "/api/auth/change-password",
  ])("%s: 404 em JSON", async (path) => {
    const response = await t.device().post(path, {});
    expect(response.status).toBe(404);
    expect(await json(response)).toMatchObject({ code: "NaoEncontrado" });
  });
});

describeEachDatabase("cookies seguros", (getDb) => {
  test.each([
    { NODE_ENV: "test", APP_URL: "https://balcao.example" },
    { NODE_ENV: "production", APP_URL: "http://localhost:3000" },
  ])("$NODE_ENV em $APP_URL: cookie __Secure- com Secure", async (env) => {
    const t = createTestApp(getDb().db, { env });
    try {
      const conta = await criarConta(getDb().db);
      const response = await t.device().post("/api/auth/sign-in/email", conta);
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((c) => c.includes("balcao.session_token="));
      expect(cookie).toMatch(/^__Secure-balcao\.session_token=/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      if (env.NODE_ENV === "production") expect((await t.device().get("/dev/emails")).status).toBe(404);
    } finally {
      t.close();
    }
  });
});
