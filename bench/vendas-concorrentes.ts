/**
 * npm run bench:vendas — 5-item direct sales through the real server, measured from outside, beside what
 * PostgreSQL itself does in the same run. Three processes: the server (`src/server/main.ts`,
 * NODE_ENV=production, PostgreSQL in a fresh database), the load generator (bench/vendas-carga.ts) and
 * pgbench (bench/vendas-pgbench.ts: TPC-B, the same sale in one SQL statement, and the app's own sale
 * function as the server calls it). At 8 and 32 clients, with one account per client and with every
 * client on one account, in interleaved rounds (the machine is shared: medians of the rounds are what
 * counts). Each side's CPU per sale is read for the whole machine (bench/cpu.ts): on cores the server, the
 * load and PostgreSQL share, the ratio of the rates cannot pass the ratio of those costs. Then, on a
 * second server whose connections go through a counting relay, the statements and round trips per sale,
 * per movement and per tab close.
 * Goal: ≥ 0.7 × the same-sale pgbench rate and p99 ≤ 50 ms at 8 clients. A benchmark:
 * it prints figures and never fails on time.
 *
 *   BENCH_DATABASE_URL=postgres://... npm run bench:vendas -- [segundos=10] [rodadas=3] [--perfil] [--so-contar]
 *
 * --so-contar: only the statements and round trips per action, without the timed rounds.
 *
 * --perfil: after the rounds, a server under `node --cpu-prof` takes the 8-client load once more, and
 * the share of its busy CPU per activity is printed (bench/perfil-cpu.ts).
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../src/server/db/client";
import { freePort, type ServerProcess, startServerProcess } from "../tests/support/server-process";
import { abrirContador, type Contagem } from "./contar-comandos";
import { imprimirPerfil, resumirPerfil } from "./perfil-cpu";
import type { PedidoDeCarga, ResultadoDeCarga } from "./vendas-carga";
import { carrinhoDaVenda, ITENS_POR_VENDA } from "./vendas-carrinho";
import {
  caminhoPgbench,
  type MedidaPgbench,
  percentil,
  prepararTpcb,
  rodarPgbench,
  SCRIPT_FUNCAO,
  SCRIPT_VENDA,
  TABELAS_DO_SCRIPT,
} from "./vendas-pgbench";
import { type ContaDoBench, semearContas } from "./vendas-semear";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const PERFIL = process.argv.includes("--perfil");
/** --so-contar: only the statements per action (no timed rounds, no pgbench). */
const SO_CONTAR = process.argv.includes("--so-contar");
const SEGUNDOS = Number(args[0] ?? 10);
const RODADAS = Number(args[1] ?? 3);
const AQUECIMENTO_MS = 2000;
const NUCLEOS = cpus().length;
const CLIENTES = [8, 32];
const MODOS = ["conta por cliente", "uma conta"] as const;
type Modo = (typeof MODOS)[number];
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const AUTH_SECRET = randomBytes(32).toString("base64url");

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function urlDoBanco(nome: string, porta?: number) {
  const url = new URL(serverUrl!);
  url.pathname = `/${nome}`;
  if (porta) {
    url.hostname = "127.0.0.1";
    url.port = String(porta);
  }
  return url.toString();
}

/** The production server on PostgreSQL; sign-ins come with X-Forwarded-For (one address each). */
async function iniciarServidor(banco: string, opcoes: { porta?: number; nodeArgs?: string[] } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const pasta = mkdtempSync(path.join(tmpdir(), "balcao-bench-"));
  const servidor = startServerProcess(
    {
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: urlDoBanco(banco, opcoes.porta),
      AUTH_SECRET,
      DATA_DIR: pasta,
      DEMO_SEED: "off",
      TRUSTED_PROXY: "127.0.0.1",
    },
    { nodeArgs: opcoes.nodeArgs },
  );
  // Its data directory goes with it, however it stops.
  void servidor.exited.then(() => rmSync(pasta, { recursive: true, force: true }));
  await servidor.waitForLine(/Balcão rodando/);
  return { servidor, base };
}

async function pararServidor(servidor: ServerProcess) {
  servidor.child.kill("SIGTERM");
  await servidor.exited;
}

let enderecoSeq = 0;

/** One till's session: the cookie of a sign-in, as the browser keeps it. */
async function entrar(base: string, conta: ContaDoBench): Promise<string> {
  enderecoSeq++;
  const r = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: base,
      "x-forwarded-for": `10.77.${enderecoSeq >> 8}.${enderecoSeq & 255}`,
    },
    body: JSON.stringify({ email: conta.email, password: conta.password }),
  });
  if (r.status !== 200) throw new Error(`login: ${r.status} ${await r.text()}`);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function gerarCarga(pedido: PedidoDeCarga): Promise<ResultadoDeCarga> {
  return new Promise((resolve, reject) => {
    const filho = spawn(
      process.execPath,
      ["--import", "tsx", path.join(import.meta.dirname, "vendas-carga.ts")],
      {
        stdio: ["pipe", "pipe", "inherit"],
      },
    );
    let saida = "";
    filho.stdout.on("data", (parte) => {
      saida += parte;
    });
    filho.on("error", reject);
    filho.on("exit", (code) =>
      code === 0 ? resolve(JSON.parse(saida) as ResultadoDeCarga) : reject(new Error(`carga: saída ${code}`)),
    );
    filho.stdin.end(JSON.stringify(pedido));
  });
}

interface MedidaHttp {
  vendasPorSegundo: number;
  p50: number;
  p99: number;
  cpuPorVenda: number;
  /** The load generator's CPU and the whole machine's, per sale. */
  cpuCargaPorVenda: number;
  cpuMaquinaPorVenda: number;
  criadas: number;
  erros: Record<string, number>;
}

function medidaHttp(r: ResultadoDeCarga): MedidaHttp {
  return {
    vendasPorSegundo: r.medidas / (r.janelaMs / 1000),
    p50: percentil(r.latencias, 50),
    p99: percentil(r.latencias, 99),
    cpuPorVenda: r.cpuServidorMs / Math.max(r.medidas, 1),
    cpuCargaPorVenda: r.cpuCargaMs / Math.max(r.medidas, 1),
    cpuMaquinaPorVenda: r.cpuMaquinaMs / Math.max(r.medidas, 1),
    criadas: r.criadas,
    erros: r.erros,
  };
}

interface Rodada {
  tpcb: MedidaPgbench;
  porModo: Record<Modo, { http: MedidaHttp; sql: MedidaPgbench; funcao: MedidaPgbench }>;
}

const mediana = (xs: number[]) => percentil(xs, 50);
const f1 = (x: number) => x.toFixed(1);
const f2 = (x: number) => x.toFixed(2);

function imprimirResultados(rodadas: Map<number, Rodada[]>) {
  console.info(
    `\nMedianas de ${RODADAS} rodada(s), ${SEGUNDOS} s cada (+${AQUECIMENTO_MS} ms de aquecimento); servidor em produção, PostgreSQL com fsync`,
  );
  for (const [clientes, lista] of rodadas) {
    const tpcb = mediana(lista.map((r) => r.tpcb.tps));
    console.info(`\n${clientes} clientes — pgbench TPC-B (escala 1): ${f1(tpcb)} tps`);
    for (const modo of MODOS) {
      const h = lista.map((r) => r.porModo[modo].http);
      const s = lista.map((r) => r.porModo[modo].sql);
      const f = lista.map((r) => r.porModo[modo].funcao);
      const vendas = mediana(h.map((x) => x.vendasPorSegundo));
      const mesmaVenda = mediana(s.map((x) => x.tps));
      console.info(`  ${modo}:`);
      console.info(
        `    HTTP          ${f1(vendas).padStart(7)} vendas/s   p50 ${f1(mediana(h.map((x) => x.p50)))} ms   p99 ${f1(mediana(h.map((x) => x.p99)))} ms   CPU do servidor ${f2(mediana(h.map((x) => x.cpuPorVenda)))} ms/venda`,
      );
      console.info(
        `    SQL (pgbench) ${f1(mesmaVenda).padStart(7)} vendas/s   p50 ${f1(mediana(s.map((x) => x.p50)))} ms   p99 ${f1(mediana(s.map((x) => x.p99)))} ms`,
      );
      console.info(
        `    função do app ${f1(mediana(f.map((x) => x.tps))).padStart(7)} vendas/s   p50 ${f1(mediana(f.map((x) => x.p50)))} ms   p99 ${f1(mediana(f.map((x) => x.p99)))} ms   (pgbench chamando balcao_registrar_venda)`,
      );
      console.info(
        `    razões        ÷ TPC-B ${f2(vendas / tpcb)}   ÷ mesma venda em SQL ${f2(vendas / mesmaVenda)}   (por rodada: ${h.map((x, i) => f2(x.vendasPorSegundo / s[i]!.tps)).join(", ")})   ÷ função do app ${f2(vendas / mediana(f.map((x) => x.tps)))}`,
      );
      const maquina = mediana(h.map((x) => x.cpuMaquinaPorVenda));
      const servidor = mediana(h.map((x) => x.cpuPorVenda));
      const carga = mediana(h.map((x) => x.cpuCargaPorVenda));
      const cpuSql = mediana(s.map((x) => x.cpuPorTransacao));
      console.info(
        `    CPU da máquina por venda (os ${NUCLEOS} núcleos): HTTP ${f2(maquina)} ms (servidor ${f2(servidor)}, carga ${f2(carga)}, PostgreSQL e sistema ${f2(maquina - servidor - carga)}) · SQL ${f2(cpuSql)} ms · função ${f2(mediana(f.map((x) => x.cpuPorTransacao)))} ms   → SQL ÷ HTTP ${f2(cpuSql / maquina)}`,
      );
      const erros = h.flatMap((x) => Object.entries(x.erros));
      const falhas = [...s, ...f].map((x) => x.falhas).filter(Boolean);
      if (erros.length || falhas.length)
        console.info(`    ATENÇÃO: erros HTTP ${JSON.stringify(erros)} ${falhas.join(" ; ")}`);
    }
  }
  console.info("\nMeta a 8 clientes: ≥ 0,70 da mesma venda em SQL e p99 ≤ 50 ms.");
  console.info(
    "Onde os núcleos ficam ocupados, a razão entre as taxas não passa da razão de CPU por venda (SQL ÷ HTTP): o servidor e a carga dividem os mesmos núcleos com o PostgreSQL.",
  );
}

/** Every sale whole, and the stock down by exactly what was sold: the figures mean nothing otherwise. */
async function conferir(db: Awaited<ReturnType<typeof openDatabase>>["db"], criadas: number) {
  const { rows } = await db.execute<{ vendas: number; itens: number; movimentos: number; ok: boolean }>(sql`
    select (select count(*)::int from vendas) as vendas,
      (select count(*)::int from itens_venda) as itens,
      (select count(*)::int from movimentacoes) as movimentos,
      (select coalesce(sum(quantidade), 0) from movimentacoes)
        = (select sum(10000000 - estoque_atual) from produtos) as ok`);
  const r = rows[0]!;
  const certo =
    r.ok && r.vendas === criadas && r.itens === criadas * ITENS_POR_VENDA && r.movimentos === r.itens;
  console.info(
    `\nconferência: ${certo ? "ok" : "FALHOU"} (${r.vendas} vendas de ${criadas} respondidas 201, ${r.itens} itens, ${r.movimentos} movimentos, estoque ${r.ok ? "confere" : "NÃO confere"})`,
  );
}

function imprimirContagem(nome: string, contagem: Contagem, acoes: number, exemplo: string[]) {
  console.info(
    `  ${nome}: ${f1(contagem.comandos / acoes)} comandos e ${f1(contagem.idas / acoes)} idas ao banco por ação`,
  );
  for (const texto of exemplo) console.info(`    · ${texto}`);
}

/** Statements and round trips of one sale and one movement, on a server whose pool goes through a relay. */
async function contarComandos(banco: string, conta: ContaDoBench) {
  const destino = new URL(serverUrl!);
  const contador = await abrirContador({ host: destino.hostname, port: Number(destino.port || 5432) });
  const { servidor, base } = await iniciarServidor(banco, { porta: contador.porta });
  try {
    const cookie = await entrar(base, conta);
    let resposta = "";
    const pedir = async <T = unknown>(rota: string, corpo: unknown): Promise<T> => {
      const r = await fetch(`${base}${rota}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie, "accept-encoding": "gzip" },
        body: JSON.stringify(corpo),
      });
      if (r.status !== 201 && r.status !== 200) throw new Error(`${rota}: ${r.status} ${await r.text()}`);
      // fetch decompresses: the length on the wire is the header's, or the body's when none came.
      const corpoDaResposta = await r.arrayBuffer();
      resposta = `resposta de ${r.headers.get("content-length") ?? "?"} bytes no fio (${corpoDaResposta.byteLength} bytes de JSON), ${r.headers.get("content-encoding") ?? "sem compressão"}`;
      return JSON.parse(new TextDecoder().decode(corpoDaResposta)) as T;
    };
    const semPreparo = async () => null;
    const vender = () => pedir("/api/vendas", carrinhoDaVenda(conta.produtos, Math.random));
    const movimentar = () =>
      pedir("/api/movimentacoes", {
        produto_id: conta.produtos[0],
        tipo: "entrada",
        motivo: "compra",
        quantidade: 1,
      });
    // A tab at the counter with 3 items, opened and filled before the count: only its close is counted.
    const abrirComanda = async () => {
      const comanda = await pedir<{ id: string; versao: number }>("/api/comandas", {
        mesa_id: null,
        cliente_nome: "Bench",
      });
      return pedir<{ id: string; versao: number }>(`/api/comandas/${comanda.id}/itens`, {
        itens: conta.produtos.slice(0, 3).map((produto_id) => ({ produto_id, quantidade: 1 })),
        chave_idempotencia: randomUUID(),
      });
    };
    const fechar = (comanda: { id: string; versao: number } | null) =>
      pedir(`/api/comandas/${comanda!.id}/fechar`, {
        forma_pagamento: "dinheiro",
        versao: comanda!.versao,
        chave_idempotencia: randomUUID(),
      });
    const ACOES = 40;
    console.info("\nComandos enviados ao PostgreSQL (contados no protocolo, um cliente, em sequência):");
    for (const [nome, preparar, acao] of [
      ["venda de 5 itens (POST /api/vendas)", semPreparo, vender],
      ["movimentação (POST /api/movimentacoes)", semPreparo, movimentar],
      ["fechamento de comanda de 3 itens (POST /api/comandas/:id/fechar)", abrirComanda, fechar],
    ] as const) {
      const executar = acao as (preparo: Awaited<ReturnType<typeof preparar>>) => Promise<unknown>;
      for (let i = 0; i < 5; i++) await executar(await preparar());
      let preparo = await preparar();
      contador.zerar();
      await executar(preparo);
      const exemplo = [...contador.ler().textos];
      const total = { comandos: 0, idas: 0, textos: [] as string[] };
      for (let i = 0; i < ACOES; i++) {
        preparo = await preparar();
        contador.zerar();
        await executar(preparo);
        const uma = contador.ler();
        total.comandos += uma.comandos;
        total.idas += uma.idas;
      }
      imprimirContagem(nome, total, ACOES, exemplo);
      console.info(`    ${resposta}`);
    }
  } finally {
    await pararServidor(servidor);
    await contador.fechar();
  }
}

async function perfilar(banco: string, pedido: Omit<PedidoDeCarga, "servidorPid" | "base">) {
  const pasta = mkdtempSync(path.join(tmpdir(), "balcao-perfil-"));
  const t0 = performance.now();
  const { servidor, base } = await iniciarServidor(banco, {
    nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${pasta}`],
  });
  const desde = (performance.now() - t0) / 1000 + pedido.aquecimentoMs / 1000;
  await gerarCarga({ ...pedido, base, servidorPid: servidor.child.pid! });
  const ate = (performance.now() - t0) / 1000;
  await pararServidor(servidor);
  const arquivo = readdirSync(pasta).find((n) => n.endsWith(".cpuprofile"));
  console.info(`\nPerfil de CPU do servidor sob ${pedido.clientes.length} clientes (node --cpu-prof):`);
  if (arquivo) {
    imprimirPerfil(resumirPerfil(path.join(pasta, arquivo), desde, ate));
    console.info(
      `  perfil completo: ${path.join(pasta, arquivo)} (janela de ${desde.toFixed(1)} a ${ate.toFixed(1)} s)`,
    );
  } else {
    console.info("  (o servidor não gravou o perfil)");
    rmSync(pasta, { recursive: true, force: true });
  }
}

async function main() {
  const pgbench = caminhoPgbench();
  if (!serverUrl || !pgbench) {
    console.info(
      !serverUrl
        ? "Defina BENCH_DATABASE_URL (ou TEST_DATABASE_URL) com um servidor PostgreSQL para medir."
        : "pgbench não encontrado (pacote postgresql-client / servidor): instale ou defina PGBENCH.",
    );
    return;
  }
  if (!existsSync("dist/web/index.html")) execFileSync("npm", ["run", "build"], { stdio: "inherit" });
  const sufixo = randomBytes(5).toString("hex");
  const bancos = {
    app: `balcao_bench_${sufixo}`,
    sql: `balcao_bench_sql_${sufixo}`,
    tpcb: `balcao_tpcb_${sufixo}`,
  };
  for (const nome of Object.values(bancos)) await admin(`create database ${nome}`);
  let servidor: ServerProcess | null = null;
  try {
    const maximo = Math.max(...CLIENTES);
    const app = await openDatabase({ kind: "postgres", url: urlDoBanco(bancos.app) });
    const contas = await semearContas(app.db, maximo);
    const doScript = await openDatabase({ kind: "postgres", url: urlDoBanco(bancos.sql) });
    const contasSql = await semearContas(doScript.db, maximo);
    await doScript.db.execute(sql.raw(TABELAS_DO_SCRIPT));
    for (const [i, c] of contasSql.entries()) {
      await doScript.db.execute(sql`insert into bench_contas values (${i}, ${c.usuarioId})`);
      await doScript.db.execute(sql`insert into bench_produtos
        select ${i}, n - 1, id::uuid from unnest(string_to_array(${c.produtos.join(",")}, ',')) with ordinality as t(id, n)`);
    }
    await doScript.close();
    prepararTpcb(pgbench, urlDoBanco(bancos.tpcb));

    const iniciado = await iniciarServidor(bancos.app);
    servidor = iniciado.servidor;
    const { base } = iniciado;
    // Account 0 has a session per client (every till on one account); the others one each.
    const sessoes: string[][] = [];
    for (const [i, conta] of contas.entries()) {
      sessoes.push([]);
      for (let k = 0; k < (i === 0 ? maximo : 1); k++) sessoes[i]!.push(await entrar(base, conta));
    }
    const clientesDe = (n: number, modo: Modo) =>
      Array.from({ length: n }, (_, k) =>
        modo === "uma conta"
          ? { cookie: sessoes[0]![k]!, produtos: contas[0]!.produtos }
          : { cookie: sessoes[k]![0]!, produtos: contas[k]!.produtos },
      );

    console.info(`carga da máquina (loadavg 1/5/15 min) ao início: ${loadavg().map(f1).join(" / ")}`);
    const rodadas = new Map<number, Rodada[]>(CLIENTES.map((c) => [c, []]));
    let criadas = 0;
    for (let r = 1; r <= (SO_CONTAR ? 0 : RODADAS); r++) {
      for (const n of CLIENTES) {
        const janela = { clientes: n, segundos: SEGUNDOS, aquecimentoMs: AQUECIMENTO_MS };
        const tpcb = rodarPgbench(pgbench, { ...janela, url: urlDoBanco(bancos.tpcb) });
        const porModo = {} as Rodada["porModo"];
        for (const modo of MODOS) {
          const carga = await gerarCarga({
            base,
            segundos: SEGUNDOS,
            aquecimentoMs: AQUECIMENTO_MS,
            servidorPid: servidor.child.pid!,
            clientes: clientesDe(n, modo),
          });
          criadas += carga.criadas;
          const http = medidaHttp(carga);
          const sqlDireto = rodarPgbench(pgbench, {
            ...janela,
            url: urlDoBanco(bancos.sql),
            script: SCRIPT_VENDA,
            contas: modo === "uma conta" ? 1 : n,
          });
          const funcao = rodarPgbench(pgbench, {
            ...janela,
            url: urlDoBanco(bancos.sql),
            script: SCRIPT_FUNCAO,
            contas: modo === "uma conta" ? 1 : n,
          });
          porModo[modo] = { http, sql: sqlDireto, funcao };
          console.info(
            `rodada ${r}, ${n} clientes, ${modo}: HTTP ${f1(http.vendasPorSegundo)} vendas/s (p50 ${f1(http.p50)}, p99 ${f1(http.p99)} ms, CPU ${f2(http.cpuPorVenda)} ms/venda) · SQL ${f1(sqlDireto.tps)}/s · função ${f1(funcao.tps)}/s · TPC-B ${f1(tpcb.tps)} tps`,
          );
        }
        rodadas.get(n)!.push({ tpcb, porModo });
      }
    }
    if (!SO_CONTAR) imprimirResultados(rodadas);
    console.info(`carga da máquina (loadavg 1/5/15 min) ao fim: ${loadavg().map(f1).join(" / ")}`);
    await conferir(app.db, criadas);
    await pararServidor(servidor);
    servidor = null;

    await contarComandos(bancos.app, contas[1]!);
    if (PERFIL) {
      await perfilar(bancos.app, {
        segundos: SEGUNDOS,
        aquecimentoMs: AQUECIMENTO_MS,
        clientes: clientesDe(8, "conta por cliente"),
      });
    }
    await app.close();
  } finally {
    if (servidor) await pararServidor(servidor);
    for (const nome of Object.values(bancos)) await admin(`drop database if exists ${nome} with (force)`);
  }
}

await main();
