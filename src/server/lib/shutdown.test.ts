import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { captureErrorLogs } from "../../../tests/support/capture-logs";
import { gracefulShutdown } from "./shutdown";

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server whose answers wait until the test lets them go, with what happened, in order. */
async function startServer(options: { timeoutMs?: number; now?: () => number } = {}) {
  const events: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived!: () => void;
  const requestArrived = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const server = http.createServer((_request, response) => {
    arrived();
    gate.then(() => {
      response.end("ok", () => events.push("resposta enviada"));
    });
  });
  servers.push(server);
  let exited!: (code: number) => void;
  const exitCode = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const stop = gracefulShutdown(server, {
    timeoutMs: options.timeoutMs ?? 60_000,
    now: options.now,
    close: async () => {
      events.push("banco fechado");
    },
    exit: (code) => {
      events.push(`saída ${code}`);
      exited(code);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { events, release, requestArrived, exitCode, stop, url };
}

function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on("error", reject);
  });
}

describe("encerramento gracioso", () => {
  test("o pedido em andamento recebe sua resposta; só depois o banco fecha e o processo sai", async () => {
    const s = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    const answer = get(s.url, agent);
    await s.requestArrived;

    s.stop("SIGTERM");
    expect(s.events).toEqual([]);
    s.release();

    // The keep-alive client is told to close: its next request goes to another server.
    expect(await answer).toEqual({ status: 200, connection: "close", body: "ok" });
    expect(await s.exitCode).toBe(0);
    expect(s.events).toEqual(["resposta enviada", "banco fechado", "saída 0"]);
    agent.destroy();
  });

  test("sem pedidos em andamento, fecha o banco e sai logo", async () => {
    const s = await startServer();
    s.stop("SIGTERM");
    expect(await s.exitCode).toBe(0);
    expect(s.events).toEqual(["banco fechado", "saída 0"]);
  });

  test("o mesmo Ctrl+C repetido por npm ou tsx não força; um segundo Ctrl+C depois, sim", async () => {
    let clock = 1_000_000;
    const s = await startServer({ now: () => clock });
    const answer = get(s.url, new http.Agent()).catch(() => null);
    await s.requestArrived;

    s.stop("SIGINT");
    s.stop("SIGINT");
    expect(s.events).toEqual([]);
    clock += 5000;
    s.stop("SIGINT");
    expect(await s.exitCode).toBe(1);
    expect(s.events).toEqual(["saída 1"]);
    s.release();
    await answer;
  });

  test("o tempo limite acaba com um pedido preso: sai com 1 e diz quantos ficaram", async () => {
    const s = await startServer({ timeoutMs: 50 });
    const answer = get(s.url, new http.Agent()).catch(() => null);
    await s.requestArrived;

    const { result: code, lines } = await captureErrorLogs(async () => {
      s.stop("SIGTERM");
      return s.exitCode;
    });
    expect(code).toBe(1);
    expect(s.events).toEqual(["saída 1"]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "error", pendentes: 1, limiteMs: 50 });
    s.release();
    await answer;
  });
});
