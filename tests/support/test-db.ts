/**
 * One fresh database per test file: in-memory PGlite always, and a throwaway PostgreSQL database when
 * TEST_DATABASE_URL points at a server (CI sets it). Inside vitest each one is a copy of the run's
 * template, migrated once by the code the server runs at start (test-db-template.ts); elsewhere (the
 * benchmarks) each one is migrated from empty.
 *
 *   describeEachDatabase("contas", (db) => {
 *     test("...", async () => { await db().db.select()... });
 *   });
 */
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, inject } from "vitest";
import { type Database, openDatabase } from "@/server/db/client";
import { admin, databaseUrl, dropWhenIdle } from "./postgres-admin";
import type { TestDatabaseTemplates } from "./test-db-template";

export type DatabaseKind = "pglite" | "postgres";

export interface TestDatabase {
  kind: DatabaseKind;
  db: Database;
  close(): Promise<void>;
}

export const databaseKinds: readonly DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

function templates(): TestDatabaseTemplates {
  return process.env.VITEST ? (inject("testDatabaseTemplates") ?? {}) : {};
}

/** The template's dump, read once per test file (a file may open several databases). */
let pgliteDump: Promise<Blob> | undefined;
function readPgliteDump(file: string): Promise<Blob> {
  pgliteDump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return pgliteDump;
}

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const template = templates()[kind];
  if (kind === "pglite") {
    const loadDataDir = template ? await readPgliteDump(template) : undefined;
    const handle = await openDatabase({ kind: "pglite", dataDir: null, loadDataDir });
    return { kind, db: handle.db, close: () => handle.close() };
  }

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error("TEST_DATABASE_URL não definido: não há servidor PostgreSQL para os testes.");
  const name = `balcao_test_${randomBytes(6).toString("hex")}`;
  await admin(
    serverUrl,
    template ? `create database ${name} template ${template}` : `create database ${name}`,
  );
  try {
    // On a copy of the template the migrations find nothing left to apply.
    const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) });
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
