import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/app";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";

/** The policy as the browser reads it (decision 086): a change here is a change of the decision. */
const POLITICA =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' https: http:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

describe("cabeçalhos de segurança", () => {
  let banco: TestDatabase;
  let t: TestApp;
  const webDir = mkdtempSync(path.join(tmpdir(), "balcao-web-"));

  beforeAll(async () => {
    mkdirSync(path.join(webDir, "assets"));
    writeFileSync(path.join(webDir, "index.html"), "<!doctype html><title>Balcão</title>");
    writeFileSync(path.join(webDir, "assets", "index-abc123.js"), "export {};");
    banco = await createTestDatabase("pglite");
    t = createTestApp(banco.db, { webDir });
  });
  afterAll(async () => {
    t?.close();
    await banco?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  test.each([
    ["a página do app", "/", 200],
    ["uma rota do app", "/app/estoque", 200],
    ["um arquivo do build", "/assets/index-abc123.js", 200],
    ["um arquivo que não existe", "/assets/nao-existe-000.js", 404],
    ["a API", "/api/contas/sessao", 200],
    ["a API sem sessão", "/api/produtos", 401],
    ["uma rota de API que não existe", "/api/nao-existe", 404],
    ["o link de redefinição de senha", "/api/auth/reset-password/token-invalido", 302],
    ["uma rota de autenticação fechada", "/api/auth/get-session", 404],
  ])("%s (%s) responde %i com a CSP e os demais cabeçalhos", async (_, caminho, status) => {
    const response = await t.device().get(caminho);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-security-policy")).toBe(POLITICA);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
      "cross-origin-opener-policy": "same-origin",
      "cross-origin-resource-policy": "same-origin",
      "strict-transport-security": "max-age=15552000; includeSubDomains",
    });
  });

  test("um erro de entrada (400) também leva a CSP", async () => {
    const response = await t.device().post("/api/contas/cadastro", {});
    expect(response.status).toBe(400);
    expect(response.headers.get("content-security-policy")).toBe(POLITICA);
  });
});
