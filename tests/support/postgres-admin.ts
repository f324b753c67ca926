/**
 * Creating and dropping scratch databases on the PostgreSQL server of TEST_DATABASE_URL. No vitest
 * import: the run's global setup uses it too.
 */
import pg from "pg";

/** CREATE/DROP DATABASE cannot run in a pool transaction: a one-off client on the server's own database. */
export async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * pool.end() resolves before its sockets have closed; dropping WITH (FORCE) at that moment kills those
 * backends, and their clients report the FATAL as an unhandled error. So wait until the connections are
 * gone (force only as a last resort, after a few seconds).
 */
export async function dropWhenIdle(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await waitForNoConnections(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** Waits (up to ~5 s) until no session is connected to the database `name`. */
export async function waitForNoConnections(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where datname = $1",
      [name],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
