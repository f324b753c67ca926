/**
 * Live screens across real server processes (src/server/main.ts, as `npm start` runs it): on PostgreSQL
 * a tab changed through one process reaches a stream opened on another, since the notices travel
 * through the database (LISTEN/NOTIFY); and an open stream never holds a stop back (PGlite too).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Comanda, Mesa } from "@/shared/pos/schemas";
import { LeitorDeEventos } from "../../tests/support/eventos";
import { cadastroInput, produtoInput } from "../../tests/support/factories";
import { pedidoInput } from "../../tests/support/pos";
import {
  freePort,
  HttpClient,
  type ServerProcess,
  startServerProcess,
} from "../../tests/support/server-process";
import { createEmptyPostgresDatabase, databaseKinds } from "../../tests/support/test-db";

async function iniciar(env: Record<string, string>): Promise<{ server: ServerProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = startServerProcess({
    NODE_ENV: "test",
    PORT: String(port),
    APP_URL: url,
    DEMO_SEED: "off",
    ...env,
  });
  await server.waitForLine(/Balcão rodando em/);
  return { server, url };
}

async function abrirEventos(url: string, cliente: HttpClient): Promise<LeitorDeEventos> {
  const response = await fetch(`${url}/api/eventos`, { headers: { cookie: cliente.cookieHeader() } });
  expect(response.status).toBe(200);
  return new LeitorDeEventos(response).pronto();
}

async function encerrar(server: ServerProcess | undefined) {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
}

describe.runIf(databaseKinds.includes("postgres"))("ao vivo entre dois servidores [postgres]", () => {
  test("um item lançado numa comanda por um servidor chega ao stream aberto no outro", async () => {
    const postgres = await createEmptyPostgresDatabase();
    // One database, one secret: a session signed in on one server is valid on the other.
    const comum = { DATABASE_URL: postgres.url, AUTH_SECRET: randomBytes(32).toString("base64url") };
    const dirs = [
      mkdtempSync(path.join(tmpdir(), "balcao-ao-vivo-")),
      mkdtempSync(path.join(tmpdir(), "balcao-ao-vivo-")),
    ];
    let garcom: Awaited<ReturnType<typeof iniciar>> | undefined;
    let caixa: Awaited<ReturnType<typeof iniciar>> | undefined;
    try {
      [garcom, caixa] = await Promise.all([
        iniciar({ ...comum, DATA_DIR: dirs[0]! }),
        iniciar({ ...comum, DATA_DIR: dirs[1]! }),
      ]);
      const cliente = new HttpClient(garcom.url);
      expect((await cliente.json("POST", "/api/contas/cadastro", cadastroInput())).status).toBe(201);
      const produto = await cliente.json<{ id: string }>("POST", "/api/produtos", produtoInput());
      const mesa = await cliente.json<Mesa>("POST", "/api/mesas", { numero_mesa: 1 });
      const comanda = await cliente.json<Comanda>("POST", "/api/comandas", { mesa_id: mesa.data.id });
      expect(comanda.status).toBe(201);

      // The cashier's screen listens on the other server.
      const leitor = await abrirEventos(caixa.url, cliente);
      const item = await cliente.json<Comanda>(
        "POST",
        `/api/comandas/${comanda.data.id}/itens`,
        pedidoInput([{ produto_id: produto.data.id, quantidade: 3 }]),
      );
      expect(item.status).toBe(201);
      expect(await leitor.proximaMudanca()).toEqual({ tipo: "comanda", id: comanda.data.id });

      // The server holding the stream stops: the stream ends and the stop does not wait for it.
      caixa.server.child.kill("SIGTERM");
      await leitor.fim;
      expect(await caixa.server.exited).toEqual({ code: 0, signal: null });
    } finally {
      await encerrar(garcom?.server);
      await encerrar(caixa?.server);
      await postgres.drop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

for (const kind of databaseKinds) {
  describe(`um stream aberto não segura o SIGTERM [${kind}]`, () => {
    test("o stream termina e o processo sai com 0", async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "balcao-ao-vivo-"));
      const postgres = kind === "postgres" ? await createEmptyPostgresDatabase() : null;
      let processo: Awaited<ReturnType<typeof iniciar>> | undefined;
      try {
        processo = await iniciar({
          DATA_DIR: dataDir,
          ...(postgres
            ? { DATABASE_URL: postgres.url, AUTH_SECRET: randomBytes(32).toString("base64url") }
            : {}),
        });
        const cliente = new HttpClient(processo.url);
        expect((await cliente.json("POST", "/api/contas/cadastro", cadastroInput())).status).toBe(201);
        const leitor = await abrirEventos(processo.url, cliente);
        const mesa = await cliente.json<Mesa>("POST", "/api/mesas", { numero_mesa: 7 });
        expect(await leitor.proximaMudanca()).toEqual({ tipo: "mesa", id: mesa.data.id });

        processo.server.child.kill("SIGTERM");
        await leitor.fim;
        // A stream holding the stop would end it by the time limit, with code 1.
        expect(await processo.server.exited).toEqual({ code: 0, signal: null });
      } finally {
        await encerrar(processo?.server);
        await postgres?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 120_000);
  });
}
