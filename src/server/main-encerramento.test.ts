/**
 * Stopping the real server (src/server/main.ts in its own process) in the middle of a burst of sales
 * and tab closes: every request it accepted gets its real answer, and the database holds exactly what
 * was answered. PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. NODE_ENV=test, so the
 * server needs no built SPA.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { Comanda, Mesa, VendaComNota } from "@/shared/pos/schemas";
import { cadastroInput, produtoInput } from "../../tests/support/factories";
import { vendaInput } from "../../tests/support/pos";
import {
  freePort,
  HttpClient,
  type Outcome,
  type ServerProcess,
  startServerProcess,
} from "../../tests/support/server-process";
import { createEmptyPostgresDatabase, databaseKinds } from "../../tests/support/test-db";
import { openDatabase } from "./db/client";
import { comandas, vendas } from "./db/schema";

const VENDAS = 150;
const COMANDAS = 30;
const PRODUTOS = 5;
/** Answers seen before the signal: the rest of the burst is still in the server when it arrives. */
const RESPOSTAS_ANTES_DO_SINAL = 10;

/**
 * The burst only tests the stop when the signal lands while requests are under way. On a loaded machine
 * the server can answer the whole burst before the signal reaches it; such a run proves nothing and is
 * run again, on a new server. Every run's answers and rows are checked all the same.
 */
const TENTATIVAS = 3;

for (const kind of databaseKinds) {
  describe(`SIGTERM durante uma rajada [${kind}]`, () => {
    test(`${VENDAS} vendas e ${COMANDAS} fechamentos: nenhum 500, nada gravado sem resposta`, async () => {
      let sobOSinal = 0;
      for (let tentativa = 1; tentativa <= TENTATIVAS && sobOSinal === 0; tentativa++) {
        sobOSinal = await rajadaComSinal(kind);
      }
      expect(sobOSinal).toBeGreaterThan(0);
    }, 300_000);
  });
}

/**
 * One burst against a new server, stopped by SIGTERM in its middle. Checks that every request got its
 * real answer and the database holds exactly what was answered; returns how many requests were under
 * way at the signal or started after it.
 */
async function rajadaComSinal(kind: (typeof databaseKinds)[number]): Promise<number> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "balcao-sigterm-"));
  const postgres = kind === "postgres" ? await createEmptyPostgresDatabase() : null;
  let server: ServerProcess | undefined;
  try {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = startServerProcess({
      NODE_ENV: "test",
      PORT: String(port),
      APP_URL: url,
      DATA_DIR: dataDir,
      DEMO_SEED: "off",
      // Ample, so that a slow machine does not turn this into a test of the time limit.
      SHUTDOWN_TIMEOUT: "60",
      ...(postgres ? { DATABASE_URL: postgres.url, AUTH_SECRET: randomBytes(32).toString("base64url") } : {}),
    });
    await server.waitForLine(/Balcão rodando em/);

    const caixa = new HttpClient(url);
    const { comandaIds, produtoIds } = await prepararConta(caixa);

    // The burst: every request leaves now, each on its own connection.
    let respondidas = 0;
    let sinalizar!: () => void;
    const meioDaRajada = new Promise<void>((resolve) => {
      sinalizar = resolve;
    });
    const contar = (outcome: Outcome) => {
      if (++respondidas === RESPOSTAS_ANTES_DO_SINAL) sinalizar();
      return outcome;
    };
    // Tab closes interleaved with the sales, so that some are in flight when the signal arrives.
    const pedidosVenda: Promise<Outcome>[] = [];
    const pedidosFechamento: Promise<Outcome>[] = [];
    const aCada = Math.floor(VENDAS / COMANDAS);
    for (let i = 0; i < VENDAS; i++) {
      const itens = [{ produto_id: produtoIds[i % PRODUTOS]!, quantidade: 1 }];
      pedidosVenda.push(caixa.send("POST", "/api/vendas", vendaInput(itens)).then(contar));
      const comandaId = i % aCada === 0 ? comandaIds[i / aCada] : undefined;
      if (comandaId) {
        // Each tab got one addition: version 1 (decision 132).
        const fechar = caixa.send("POST", `/api/comandas/${comandaId}/fechar`, {
          forma_pagamento: "pix",
          versao: 1,
          chave_idempotencia: randomUUID(),
        });
        pedidosFechamento.push(fechar.then(contar));
      }
    }
    await meioDaRajada;
    server.child.kill("SIGTERM");
    const linhaDoSinal = await server.waitForLine(/SIGTERM recebido/);

    // Once the server says it stopped listening, a new connection is refused: nothing half-accepted.
    await server.waitForLine(/não aceita mais conexões/);
    const depoisDeFechar = await new HttpClient(url).send("GET", "/api/contas/sessao");

    const respostasVenda = await Promise.all(pedidosVenda);
    const respostasFechamento = await Promise.all(pedidosFechamento);
    const saida = await server.exited;

    const porStatus: Record<string, number> = {};
    for (const o of [...respostasVenda, ...respostasFechamento]) {
      const chave = "error" in o ? o.error : String(o.status);
      porStatus[chave] = (porStatus[chave] ?? 0) + 1;
    }
    const corpos = <T>(outcomes: Outcome[]) =>
      outcomes.flatMap((o) => ("status" in o && o.status < 300 ? [JSON.parse(o.body) as T] : []));
    const vendasRespondidas = corpos<VendaComNota>(respostasVenda).map((r) => r.venda.id);
    const fechadasRespondidas = corpos<{ comanda: Comanda }>(respostasFechamento).map((r) => r.comanda.id);

    // What the database kept, read after the server is gone.
    const database = await openDatabase(
      postgres ? { kind: "postgres", url: postgres.url } : { kind: "pglite", dataDir },
    );
    let gravadas: { id: string; em: Date }[];
    let fechadas: { id: string; em: Date }[];
    try {
      gravadas = await database.db.select({ id: vendas.id, em: vendas.data_venda }).from(vendas);
      fechadas = (await database.db.select().from(comandas)).flatMap((c) =>
        c.status === "fechada" && c.data_fechamento ? [{ id: c.id, em: c.data_fechamento }] : [],
      );
    } finally {
      await database.close();
    }
    // Both clocks are the server's: its log line and the times it stored.
    const logDoSinal = JSON.parse(linhaDoSinal) as { time: string; pendentes: number };
    const sinal = new Date(logDoSinal.time);
    const feitosDepoisDoSinal = [...gravadas, ...fechadas].filter((r) => r.em > sinal).length;
    // Under way when the signal arrived, or taken from the queue after it: answered all the same.
    const sobOSinal = logDoSinal.pendentes + feitosDepoisDoSinal;
    console.info(
      `[${kind}] ${VENDAS + COMANDAS} pedidos; respostas por status: ${JSON.stringify(porStatus)}; ` +
        `saída ${saida.signal ?? saida.code}; gravado: ${gravadas.length} vendas e ${fechadas.length} ` +
        `comandas fechadas; no SIGTERM ${logDoSinal.pendentes} em andamento e ${feitosDepoisDoSinal} ` +
        `começadas depois; respondido com sucesso: ` +
        `${vendasRespondidas.length} e ${fechadasRespondidas.length}`,
    );

    // Every request left before the signal: each must have its real answer.
    expect(porStatus).toEqual({ "201": VENDAS, "200": COMANDAS });
    expect(depoisDeFechar).toMatchObject({ error: "ECONNREFUSED" });
    expect(saida).toEqual({ code: 0, signal: null });
    // And the database holds exactly what was answered.
    expect(gravadas.map((v) => v.id).sort()).toEqual(vendasRespondidas.sort());
    expect(fechadas.map((c) => c.id).sort()).toEqual(fechadasRespondidas.sort());
    return sobOSinal;
  } finally {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A new account with products and open tabs (one item each), created through the API. */
async function prepararConta(caixa: HttpClient) {
  const cadastro = await caixa.json("POST", "/api/contas/cadastro", cadastroInput());
  expect(cadastro.status).toBe(201);
  const produtoIds: string[] = [];
  for (let i = 0; i < PRODUTOS; i++) {
    const { status, data } = await caixa.json<{ id: string }>(
      "POST",
      "/api/produtos",
      produtoInput({ estoque_atual: 10_000 }),
    );
    expect(status).toBe(201);
    produtoIds.push(data.id);
  }
  const comandaIds: string[] = [];
  for (let numero = 1; numero <= COMANDAS; numero++) {
    const mesa = await caixa.json<Mesa>("POST", "/api/mesas", { numero_mesa: numero });
    expect(mesa.status).toBe(201);
    const comanda = await caixa.json<Comanda>("POST", "/api/comandas", { mesa_id: mesa.data.id });
    expect(comanda.status).toBe(201);
    const item = await caixa.json<Comanda>("POST", `/api/comandas/${comanda.data.id}/itens`, {
      itens: [{ produto_id: produtoIds[numero % PRODUTOS], quantidade: 2 }],
      chave_idempotencia: randomUUID(),
    });
    expect(item.status).toBe(201);
    comandaIds.push(comanda.data.id);
  }
  return { comandaIds, produtoIds };
}
