/**
 * A picture of every table of the app, to prove that a refused request changed nothing: per table, its
 * row count and a digest of all its rows. The same SQL on PGlite and PostgreSQL.
 */
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/server/db/client";
import * as schema from "@/server/db/schema";

/**
 * What any request may touch without changing anything a user saved: the session's last-seen time and
 * the rate-limit counters (a refused request is still counted).
 */
const FORA_DO_RETRATO = new Set(["auth_sessions", "auth_rate_limits"]);

const TABELAS = Object.values(schema)
  .flatMap((valor) => (is(valor, PgTable) ? [getTableName(valor)] : []))
  .filter((nome) => !FORA_DO_RETRATO.has(nome))
  .sort();

/** One statement for all tables: a refused request is checked without a round trip per table. */
const CONSULTA = sql.join(
  TABELAS.map(
    (nome) =>
      sql`select ${nome}::text as tabela, count(*)::int as n, md5(string_agg(t::text, '|' order by t::text)) as digest
          from ${sql.identifier(nome)} t`,
  ),
  sql` union all `,
);

export async function retratoDoBanco(db: Database): Promise<Record<string, string>> {
  const { rows } = await db.execute<{ tabela: string; n: number; digest: string | null }>(CONSULTA);
  return Object.fromEntries(rows.map((r) => [r.tabela, `${r.n}:${r.digest ?? ""}`]));
}
