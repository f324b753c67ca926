import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, json, type TestApp } from "../../../../tests/support/app";
import { criarConta, entrar } from "../../../../tests/support/factories";
import { describeEachDatabase } from "../../../../tests/support/test-db";

/** The better-auth endpoints the app calls over HTTP: the web's sign-in and password reset, and the e-mail link. */
const USADAS = [
  "POST /sign-in/email",
  "POST /request-password-reset",
  "POST /reset-password",
  "GET /reset-password/:token",
];
const METODOS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const NAO_ENCONTRADO = { error: "Rota não encontrada", code: "NaoEncontrado" };

describeEachDatabase("rotas de /api/auth", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  /** Every path better-auth's router knows, read from the running instance, so new versions are covered too. */
  const caminhosDoBetterAuth = () =>
    Object.values(t.auth.api as Record<string, { path?: unknown }>)
      .map((endpoint) => endpoint.path)
      .filter((path): path is string => typeof path === "string");

  test("o router do better-auth tem as rotas que usamos e muitas outras", () => {
    const caminhos = caminhosDoBetterAuth();
    for (const usada of USADAS) expect(caminhos).toContain(usada.split(" ")[1]);
    expect(caminhos).toEqual(expect.arrayContaining(["/verify-password", "/list-accounts", "/sign-out"]));
  });

  test("todo outro caminho e método de /api/auth responde 404 NaoEncontrado, com ou sem sessão", async () => {
    const device = t.device();
    await entrar(device, await criarConta(getDb().db));
    const caminhos = [...caminhosDoBetterAuth(), "/nao-existe", "/sign-in/email/", "/SIGN-IN/EMAIL", "/"];
    const respostas: string[] = [];
    const esperadas: string[] = [];
    for (const caminho of caminhos) {
      for (const metodo of METODOS) {
        if (USADAS.includes(`${metodo} ${caminho}`)) continue;
        const url = `/api/auth${caminho.replace(/:[a-zA-Z]+/g, "qualquer")}`;
        const response = await device.request(metodo, url, metodo === "GET" ? {} : { body: {} });
        const body = await response.text();
        respostas.push(`${metodo} ${caminho} → ${response.status} ${body}`);
        esperadas.push(`${metodo} ${caminho} → 404 ${JSON.stringify(NAO_ENCONTRADO)}`);
      }
    }
    expect(respostas).toEqual(esperadas);
    // The session survived all of that (sign-out, revoke-sessions... never ran).
    expect(await device.isSignedIn()).toBe(true);
  });

  test("as rotas usadas continuam respondendo", async () => {
    const conta = await criarConta(getDb().db);
    const login = await t.device().post("/api/auth/sign-in/email", conta);
    expect(login.status).toBe(200);

    const pedido = await t.device().post("/api/auth/request-password-reset", { email: conta.email });
    expect(pedido.status).toBe(200);
    const link = (await t.lastEmail()).text.match(/https?:\/\/\S+/)![0];
    const clique = await t.device().get(link);
    expect(clique.status).toBe(302);
    const token = new URL(clique.headers.get("location")!).searchParams.get("token");
    expect(token).toBeTruthy();

    const redefinir = await t.device().post("/api/auth/reset-password", {
      novaSenha: "Chopp#Gelado9",
      confirmacao: "Chopp#Gelado9",
      token: "inventado",
    });
    expect(redefinir.status).toBe(400);
    expect(await json(redefinir)).toMatchObject({ code: "INVALID_TOKEN" });
  });
});
