import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { freePort, startServerProcess } from "../../tests/support/server-process";
import { createEmptyPostgresDatabase, databaseKinds } from "../../tests/support/test-db";

describe.runIf(databaseKinds.includes("postgres"))("início do servidor [postgres]", () => {
  test("uma migração que falha: o processo sai com 1 e o log traz a causa e o SQLSTATE", async () => {
    const empty = await createEmptyPostgresDatabase();
    try {
      // A table the first migration also creates, left by hand: its CREATE TABLE fails.
      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      await client.query("create table usuarios (id integer)");
      await client.end();

      const server = startServerProcess({
        NODE_ENV: "test",
        PORT: String(await freePort()),
        DATABASE_URL: empty.url,
        AUTH_SECRET: randomBytes(32).toString("base64url"),
      });
      expect((await server.exited).code).toBe(1);
      const line = server.lines.find((l) => l.includes("Não foi possível iniciar"));
      expect(line, server.lines.join("\n")).toBeDefined();
      const log = JSON.parse(line!);
      expect(log.level).toBe("error");
      expect(log.error.message).toContain('Failed query: CREATE TABLE "usuarios"');
      expect(log.error.cause).toMatchObject({ code: "42P07", message: 'relation "usuarios" already exists' });
    } finally {
      await empty.drop();
    }
  });
});
