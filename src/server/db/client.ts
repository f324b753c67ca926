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
    pool.on("error", (error) =>
      logger.warn("Conexão ociosa com o PostgreSQL perdida", { error: error.message }),
    );
    const db = drizzlePg(pool, { schema });
    const wasEmpty = await hasNoTables((sql) => pool.query(sql).then((r) => r.rows));
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: "postgres", wasEmpty, close: () => pool.end() };
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

async function hasNoTables(query: (sql: string) => Promise<unknown[]>): Promise<boolean> {
  const rows = await query("select 1 from information_schema.tables where table_name = 'usuarios' limit 1");
  return rows.length === 0;
}
