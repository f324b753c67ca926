/**
 * One fresh database per test file: in-memory PGlite always, and a throwaway PostgreSQL database when
 * TEST_DATABASE_URL points at a server (CI sets it). Migrations are applied exactly as at server start.
 *
 *   describeEachDatabase("contas", (db) => {
 *     test("...", async () => { await db().db.select()... });
 *   });
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { type Database, openDatabase } from "@/server/db/client";

export type DatabaseKind = "pglite" | "postgres";

export interface TestDatabase {
  kind: DatabaseKind;
  db: Database;
  close(): Promise<void>;
}

export const databaseKinds: readonly DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const handle = await openDatabase({ kind: "pglite", dataDir: null });
    return { kind, db: handle.db, close: () => handle.close() };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error("TEST_DATABASE_URL não definido: não há servidor PostgreSQL para os testes.");
  const name = `balcao_test_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase({ kind: "postgres", url: url.toString() });
    return {
      kind,
      db: handle.db,
      close: async () => {
        await handle.close();
        await dropWhenIdle(serverUrl, name);
      },
    };
  } catch (error) {
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
}

/**
 * pool.end() resolves before its sockets have closed; dropping WITH (FORCE) at that moment kills those
 * backends, and their clients report the FATAL as an unhandled error. So wait until the connections are
 * gone (force only as a last resort, after a few seconds).
 */
async function dropWhenIdle(serverUrl: string, name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1",
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** CREATE/DROP DATABASE cannot run in a pool transaction: a one-off client on the server's own database. */
async function admin(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Registers the suite once per available database. `getDb()` is valid inside tests and hooks; the
 * database is created before the suite's own beforeAll hooks run and dropped after them.
 */
export function describeEachDatabase(name: string, suite: (getDb: () => TestDatabase) => void) {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      beforeAll(async () => {
        current = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.close();
      });
      suite(() => {
        if (!current) throw new Error("Banco de teste ainda não criado (use-o dentro de testes ou hooks).");
        return current;
      });
    });
  }
}

/** A new PostgreSQL database with nothing in it (no migrations), for tests of what happens at start. */
export async function createEmptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error("TEST_DATABASE_URL não definido: não há servidor PostgreSQL para os testes.");
  const name = `balcao_test_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenIdle(serverUrl, name) };
}
