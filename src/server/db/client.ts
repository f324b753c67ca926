import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "../lib/logger";
import { acquireDataDirLock } from "./data-dir-lock";
import * as schema from "./schema";

const MIGRATIONS_FOLDER = path.join(import.meta.dirname, "migrations");

/** Both drivers expose the same query builder; code is written once against this type. */
export type Database = ReturnType<typeof drizzlePg<typeof schema>>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type DbOrTx = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** True when the database had no tables before migrations ran. */
  wasEmpty: boolean;
  close(): Promise<void>;
}

export type DatabaseConfig =
  | { kind: "postgres"; url: string }
  | {
      kind: "pglite";
      dataDir: string | null;
      /** In memory only (dataDir null): a dump of another PGlite to start from, e.g. a migrated template. */
      loadDataDir?: Blob;
    };

/** Opens the database and applies every pending migration (the same folder for both drivers). */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: 20 });
    // An idle connection that drops (server restart, network) must not take the process down with it:
    // the pool discards it and opens a new one on the next query.
    pool.on("error", (error) => logger.warn("Conexão ociosa com o PostgreSQL perdida", { error }));
    try {
      const wasEmpty = await migratePostgres(pool);
      return { db: drizzlePg(pool, { schema }), kind: "postgres", wasEmpty, close: () => pool.end() };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }

  let releaseLock = () => {};
  let client: PGlite;
  if (config.dataDir === null) {
    client = new PGlite({ loadDataDir: config.loadDataDir });
  } else {
    const pgDir = path.resolve(config.dataDir, "pglite");
    mkdirSync(pgDir, { recursive: true });
    releaseLock = acquireDataDirLock(path.resolve(config.dataDir));
    client = new PGlite(pgDir);
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const wasEmpty = await hasNoTables((sql) => client.query(sql).then((r) => r.rows));
  await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    kind: "pglite",
    wasEmpty,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** Any fixed number: what matters is that every Balcão process takes the same lock to migrate. */
const MIGRATIONS_LOCK = 7_420_513_096_001;

/**
 * Several servers may start together on one database (a deploy starts them all at once). Migrations
 * run on one connection holding a session advisory lock: the others wait for it and then find nothing
 * left to apply. A process that dies while holding it loses its connection, and the lock with it.
 */
async function migratePostgres(pool: pg.Pool): Promise<boolean> {
  const client = await pool.connect();
  let failure: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATIONS_LOCK]);
    try {
      const wasEmpty = await hasNoTables((sql) => client.query(sql).then((r) => r.rows));
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
      return wasEmpty;
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATIONS_LOCK]);
    }
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    // A connection that failed mid-way is discarded rather than handed to the next request.
    client.release(failure);
  }
}

async function hasNoTables(query: (sql: string) => Promise<unknown[]>): Promise<boolean> {
  const rows = await query("select 1 from information_schema.tables where table_name = 'usuarios' limit 1");
  return rows.length === 0;
}
