/**
 * Vitest global setup: once per run, one database of each kind is migrated from empty by the code the
 * server runs at start (openDatabase), and every test database is a copy of it (test-db.ts) instead of
 * being migrated again (decision 085).
 * - PGlite: a dump of the migrated data directory, in a temporary file.
 * - PostgreSQL, when TEST_DATABASE_URL is set: a migrated database closed to connections, copied with
 *   CREATE DATABASE … TEMPLATE and dropped at the end of the run.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { type DatabaseHandle, openDatabase } from "../../src/server/db/client";
import { admin, databaseUrl, waitForNoConnections } from "./postgres-admin";

export interface TestDatabaseTemplates {
  /** The migrated PGlite data directory, as the uncompressed tar of dumpDataDir(). */
  pglite?: string;
  /** A migrated database on TEST_DATABASE_URL's server, closed to connections. */
  postgres?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), "balcao-template-"));
  // The journeys run on PGlite only (decision 005).
  const serverUrl = project.name === "e2e" ? undefined : process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? `balcao_template_${randomBytes(6).toString("hex")}` : undefined;
  const teardown = async () => {
    if (serverUrl && postgres) await admin(serverUrl, `drop database if exists ${postgres} with (force)`);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const pglite = path.join(dir, "pglite.tar");
    await Promise.all([
      migratePglite(pglite),
      serverUrl && postgres ? migratePostgres(serverUrl, postgres) : undefined,
    ]);
    project.provide("testDatabaseTemplates", { pglite, postgres });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

function requireEmpty(handle: DatabaseHandle) {
  if (!handle.wasEmpty) throw new Error("O banco modelo dos testes deveria começar vazio.");
}

async function migratePglite(file: string) {
  const handle = await openDatabase({ kind: "pglite", dataDir: null });
  try {
    requireEmpty(handle);
    // The handle hides the driver; Drizzle keeps it as $client.
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    // Uncompressed: loading it is faster, and the file only lives for the run.
    const dump = await client.dumpDataDir("none");
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

async function migratePostgres(serverUrl: string, name: string) {
  await admin(serverUrl, `create database ${name}`);
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(serverUrl, name) });
  try {
    requireEmpty(handle);
  } finally {
    await handle.close();
  }
  // CREATE DATABASE … TEMPLATE refuses a template with sessions: wait for the pool's sockets to close,
  // then keep everyone out for the rest of the run.
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await waitForNoConnections(client, name);
    await client.query(`alter database ${name} with allow_connections false`);
  } finally {
    await client.end();
  }
}
