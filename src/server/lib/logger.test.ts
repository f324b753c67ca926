import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, json, type TestApp } from "../../../tests/support/app";
import { captureErrorLogs } from "../../../tests/support/capture-logs";
import { contaLogada } from "../../../tests/support/factories";
import { describeEachDatabase } from "../../../tests/support/test-db";
import { safePath } from "./log-fields";
import { logger } from "./logger";

const SEGREDO = "tok_9f8e7d6c5b4a39281706f5e4d3c2b1a0";

describeEachDatabase("logs de erro sem parâmetros de consulta", (getDb) => {
  let t: TestApp;
  beforeAll(() => {
    t = createTestApp(getDb().db);
  });
  afterAll(() => t.close());

  test("um erro real do Drizzle: a linha tem o SQL, o SQLSTATE e a mensagem, não o valor", async () => {
    const error = await getDb()
      .db.execute(sql`select ${SEGREDO}::uuid as id`)
      .catch((e: unknown) => e);
    expect(String((error as Error).message)).toContain(SEGREDO);

    const { lines } = await captureErrorLogs(async () => logger.error("Falha ao ler", { error }));
    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line).not.toContain(SEGREDO);
    expect(line).not.toContain(SEGREDO.slice(0, 12));
    expect(line).toContain("Failed query: select $1::uuid as id");
    expect(line).toContain("22P02");
    expect(line).toContain("invalid input syntax for type uuid");
  });

  test("campos com nome de segredo não vão para o log", async () => {
    const { lines } = await captureErrorLogs(async () =>
      logger.error("Pedido", {
        headers: { cookie: `balcao.session_token=${SEGREDO}`, access_token: SEGREDO },
        token: SEGREDO,
        config: { apiKey: SEGREDO, ASAAS_API_KEY: SEGREDO },
      }),
    );
    expect(lines.join("\n")).not.toContain(SEGREDO);
  });

  test("o token do link de redefinição de senha sai do caminho registrado", () => {
    expect(safePath(`/api/auth/reset-password/${SEGREDO}`)).toBe("/api/auth/reset-password/[omitido]");
    expect(safePath("/api/comandas/123/fechar")).toBe("/api/comandas/123/fechar");
  });

  test("um pedido cuja sessão não pode ser lida: 500 com requestId; o log não traz o cookie nem o token", async () => {
    const { device } = await contaLogada(t);
    const cookie = [...device.cookies.values()].join("; ");
    const token = decodeURIComponent(cookie).split(".")[0]!;
    expect(token.length).toBeGreaterThan(10);
    // The sessions table disappears: every session lookup fails inside the database.
    await getDb().db.execute(sql`alter table auth_sessions rename to auth_sessions_fora`);
    try {
      const { result: response, lines } = await captureErrorLogs(() => device.get("/api/produtos"));
      expect(response.status).toBe(500);
      const body = await json<{ requestId: string }>(response);
      const log = lines.join("\n");
      expect(log).toContain(body.requestId);
      expect(log).toContain("Failed query");
      expect(log).toContain("auth_sessions");
      expect(log).toContain("42P01");
      expect(log).not.toContain(token);
      for (const value of device.cookies.values()) expect(log).not.toContain(value);
    } finally {
      await getDb().db.execute(sql`alter table auth_sessions_fora rename to auth_sessions`);
    }
  });
});
