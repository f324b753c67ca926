import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, test } from "vitest";
import { createEmptyPostgresDatabase, databaseKinds } from "../../../tests/support/test-db";
import { type DatabaseHandle, openDatabase } from "./client";

const SERVIDORES = 6;
const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "migrations/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };

describe.runIf(databaseKinds.includes("postgres"))("servidores iniciados juntos [postgres]", () => {
  test(`${SERVIDORES} servidores num banco vazio: todos sobem, as migrações rodam uma vez`, async () => {
    const empty = await createEmptyPostgresDatabase();
    const handles: DatabaseHandle[] = [];
    try {
      const starts = await Promise.allSettled(
        Array.from({ length: SERVIDORES }, () => openDatabase({ kind: "postgres", url: empty.url })),
      );
      for (const start of starts) if (start.status === "fulfilled") handles.push(start.value);
      const failures = starts.flatMap((s) => (s.status === "rejected" ? [resumo(s.reason)] : []));
      expect(failures).toEqual([]);
      expect(handles.filter((h) => h.wasEmpty)).toHaveLength(1);

      const client = new pg.Client({ connectionString: empty.url });
      await client.connect();
      try {
        const { rows } = await client.query("select count(*)::int as n from drizzle.__drizzle_migrations");
        expect(rows[0].n).toBe(journal.entries.length);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await empty.drop();
    }
  });
});

/** First line of the error and its cause's SQLSTATE and message: enough to see why a start failed. */
function resumo(error: unknown): string {
  const e = error as Error & { cause?: { code?: string; message?: string } };
  return [e.message.split("\n")[0], e.cause?.code, e.cause?.message].filter(Boolean).join(" — ");
}
