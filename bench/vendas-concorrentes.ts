/**
 * npm run bench:vendas — direct sales of 5 items finalised by concurrent clients through the real HTTP
 * server (@hono/node-server on a random port, fetch with session cookies), against PostgreSQL in a fresh
 * database; then pgbench's default (TPC-B-like) transaction rate on the same server, and the ratio.
 * Target: at least half of pgbench's rate and p99 under 100 ms at 8 clients. A benchmark: it
 * prints figures and never fails on time.
 *
 *   BENCH_DATABASE_URL=postgres://... npm run bench:vendas -- [segundos=10] [clientes=8] [maxVendas=∞]
 */
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { serve } from "@hono/node-server";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { createApp } from "../src/server/app";
import { openDatabase } from "../src/server/db/client";
import { movimentacoes, produtos, vendas } from "../src/server/db/schema";
import { parseEnv } from "../src/server/lib/env";
import { createMailer } from "../src/server/lib/mail";
import { fromCentavos } from "../src/shared/money";
import { criarConta } from "../tests/support/factories";

const SEGUNDOS = Number(process.argv[2] ?? 10);
const CLIENTES = Number(process.argv[3] ?? 8);
const MAX_VENDAS = Number(process.argv[4] ?? Number.POSITIVE_INFINITY);
const AQUECIMENTO_MS = 1500;
const PRODUTOS = 50;
const ITENS_POR_VENDA = 5;
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlDoBanco(nome: string) {
  const url = new URL(serverUrl!);
  url.pathname = `/${nome}`;
  return url.toString();
}

function percentil(xs: number[], p: number) {
  const sorted = [...xs].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/** One till: its own session cookie, sales one after the other. */
class Cliente {
  private cookie = "";
  constructor(
    private readonly base: string,
    private readonly origin: string,
  ) {}

  async entrar(email: string, password: string) {
    const r = await fetch(`${this.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.origin },
      body: JSON.stringify({ email, password }),
    });
    if (r.status !== 200) throw new Error(`login: ${r.status} ${await r.text()}`);
    this.cookie = r.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }

  async vender(body: unknown): Promise<number> {
    const r = await fetch(`${this.base}/api/vendas`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: this.origin, cookie: this.cookie },
      body: JSON.stringify(body),
    });
    await r.arrayBuffer();
    return r.status;
  }
}

async function benchVendas() {
  const nome = `balcao_bench_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl!, `create database ${nome}`);
  const handle = await openDatabase({ kind: "postgres", url: urlDoBanco(nome) });
  let fetchApp: (request: Request) => Response | Promise<Response> = () =>
    new Response(null, { status: 503 });
  const server = serve({ fetch: (request) => fetchApp(request), port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const env = parseEnv({ NODE_ENV: "test", APP_URL: base, DATA_DIR: "/tmp/balcao-bench", DEMO_SEED: "off" });
  const { app } = createApp({
    db: handle.db,
    env,
    mailer: createMailer(env),
    authSecret: randomBytes(32).toString("base64url"),
    rateLimit: false,
  });
  fetchApp = (request) => app.fetch(request);

  try {
    const conta = await criarConta(handle.db);
    const catalogo = await handle.db
      .insert(produtos)
      .values(
        Array.from({ length: PRODUTOS }, (_, i) => ({
          usuario_id: conta.usuarioId,
          nome: `Produto ${i}`,
          categoria: "Cerveja" as const,
          preco_compra: fromCentavos(150 + i * 7),
          preco_venda: fromCentavos(390 + i * 13),
          estoque_atual: 10_000_000,
        })),
      )
      .returning({ id: produtos.id });

    const clientes = Array.from({ length: CLIENTES }, () => new Cliente(base, base));
    for (const c of clientes) await c.entrar(conta.email, conta.password);

    const latencias: number[] = [];
    const erros = new Map<number, number>();
    let vendidas = 0;
    let medidas = 0;
    let cpuInicio: NodeJS.CpuUsage | null = null;
    let cpuFim: NodeJS.CpuUsage | null = null;
    const inicio = performance.now();
    const inicioMedicao = inicio + AQUECIMENTO_MS;
    const fim = inicioMedicao + SEGUNDOS * 1000;

    await Promise.all(
      clientes.map(async (cliente) => {
        while (performance.now() < fim && vendidas < MAX_VENDAS) {
          const escolhidos = new Set<number>();
          while (escolhidos.size < ITENS_POR_VENDA) escolhidos.add(Math.floor(Math.random() * PRODUTOS));
          const body = {
            itens: [...escolhidos].map((i) => ({ produto_id: catalogo[i]!.id, quantidade: 1 + (i % 3) })),
            desconto: "0.50",
            forma_pagamento: "pix",
            chave_idempotencia: randomUUID(),
          };
          const t0 = performance.now();
          if (t0 >= inicioMedicao) cpuInicio ??= process.cpuUsage();
          const status = await cliente.vender(body);
          const t1 = performance.now();
          if (status !== 201) erros.set(status, (erros.get(status) ?? 0) + 1);
          vendidas++;
          if (t1 > fim) cpuFim ??= process.cpuUsage(cpuInicio ?? undefined);
          if (t0 >= inicioMedicao && t1 <= fim) {
            latencias.push(t1 - t0);
            medidas++;
          }
        }
      }),
    );
    const janela = Math.min(performance.now(), fim) - inicioMedicao;
    const porSegundo = medidas / (janela / 1000);
    const cpu = cpuFim ?? process.cpuUsage(cpuInicio ?? undefined);
    // Server and clients share this process: the CPU figure covers both.
    const cpuPorVenda = (cpu.user + cpu.system) / 1000 / Math.max(medidas, 1);
    const usoCpu = (cpu.user + cpu.system) / 1000 / janela;

    // The figures mean nothing if the sales are wrong: every sale is whole, stock fell by what was sold.
    const [conferencia] = await handle.db
      .select({
        vendas: sql<number>`(select count(*)::int from ${vendas} where ${vendas.usuario_id} = ${conta.usuarioId})`,
        movimentos: sql<number>`count(*)::int`,
        vendido: sql<number>`coalesce(sum(${movimentacoes.quantidade}), 0)::int`,
      })
      .from(movimentacoes)
      .where(eq(movimentacoes.usuario_id, conta.usuarioId));
    const [estoque] = await handle.db
      .select({ baixa: sql<number>`(${PRODUTOS}::bigint * 10000000 - sum(${produtos.estoque_atual}))::int` })
      .from(produtos)
      .where(eq(produtos.usuario_id, conta.usuarioId));
    const ok =
      conferencia!.vendas === vendidas - [...erros.values()].reduce((a, b) => a + b, 0) &&
      conferencia!.movimentos === conferencia!.vendas * ITENS_POR_VENDA &&
      estoque!.baixa === conferencia!.vendido;

    console.info(
      `\nVendas de ${ITENS_POR_VENDA} itens — ${CLIENTES} clientes HTTP, ${SEGUNDOS} s (+${AQUECIMENTO_MS} ms de aquecimento)`,
    );
    console.info(
      `  vendas medidas   ${medidas}  (${vendidas} no total, ${erros.size ? `erros ${JSON.stringify(Object.fromEntries(erros))}` : "sem erros"})`,
    );
    console.info(`  vendas/s         ${porSegundo.toFixed(1)}`);
    console.info(`  latência p50     ${percentil(latencias, 50).toFixed(1)} ms`);
    console.info(`  latência p99     ${percentil(latencias, 99).toFixed(1)} ms`);
    console.info(
      `  CPU do Node      ${cpuPorVenda.toFixed(2)} ms por venda (servidor + clientes; ${(usoCpu * 100).toFixed(0)}% de um núcleo)`,
    );
    console.info(
      `  conferência      ${ok ? "ok" : "FALHOU"} (${conferencia!.vendas} vendas, ${conferencia!.movimentos} movimentos, estoque −${estoque!.baixa})`,
    );
    return porSegundo;
  } finally {
    server.close();
    await handle.close();
    await admin(serverUrl!, `drop database if exists ${nome} with (force)`);
  }
}

async function rodarPgbench(): Promise<number | null> {
  const versao = spawnSync("pgbench", ["--version"], { encoding: "utf8" });
  if (versao.error || versao.status !== 0) {
    console.info("\npgbench não está instalado: comparação pulada (instale o pacote do cliente PostgreSQL).");
    return null;
  }
  const nome = `balcao_pgbench_${randomBytes(6).toString("hex")}`;
  await admin(serverUrl!, `create database ${nome}`);
  try {
    const url = urlDoBanco(nome);
    execFileSync("pgbench", ["-i", "-s", "1", "-q", url], { stdio: "ignore" });
    const saida = execFileSync("pgbench", ["-c", "8", "-j", "2", "-T", "10", url], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(saida)?.[1];
    const latencia = /latency average = ([\d.]+) ms/.exec(saida)?.[1];
    console.info(`\npgbench -c 8 -j 2 -T 10 (escala 1, ${versao.stdout.trim()})`);
    console.info(`  tps              ${tps ?? "?"}`);
    console.info(`  latência média   ${latencia ?? "?"} ms`);
    return tps ? Number(tps) : null;
  } finally {
    await admin(serverUrl!, `drop database if exists ${nome} with (force)`);
  }
}

if (!serverUrl) {
  console.info("Defina BENCH_DATABASE_URL (ou TEST_DATABASE_URL) com um servidor PostgreSQL para medir.");
} else {
  const vendasPorSegundo = await benchVendas();
  const tps = await rodarPgbench();
  if (tps) {
    const razao = vendasPorSegundo / tps;
    console.info(`\nrazão vendas/s ÷ pgbench tps: ${razao.toFixed(2)}  (meta: ≥ 0,50)`);
  }
}
