/**
 * npm run bench:relatorios — GET /api/relatorios for each period, for an account with 1, 2 and 5 years
 * of a busy bar (120,000 sales, 400,000 items and 10,000 closed tabs a year; bench/relatorios-gerar.ts),
 * each in a fresh database, beside a second account a tenth of its size: median and p95 time through
 * app.request, session check included. Each size also holds the year before it, so that the previous
 * period of every report — "1ano"'s included — has data to compare with, as a bar's has after its
 * first year. PGlite (in memory) always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL)
 * points at a server, in fresh databases dropped afterwards. Target: "1ano" under 150 ms on PostgreSQL
 * at every size. A benchmark: it prints figures and never fails on time.
 *
 * EXPLAIN=1 also prints the plans of the report's statements for "1ano"; SO_POSTGRES=1 skips PGlite.
 *
 *   BENCH_DATABASE_URL=postgres://... npm run bench:relatorios -- [requisicoes=20] [anos=1,2,5]
 */
import { performance } from "node:perf_hooks";
import { type SQL, sql } from "drizzle-orm";
import * as q from "../src/server/modules/reports/reports.queries";
import { diaEmSaoPaulo, limitesDoPeriodo } from "../src/shared/reports/metricas";
import { PERIODOS_RELATORIO, type PeriodoRelatorio, type Relatorio } from "../src/shared/reports/schemas";
import { createTestApp } from "../tests/support/app";
import { criarConta, entrar } from "../tests/support/factories";
import { createTestDatabase, type DatabaseKind } from "../tests/support/test-db";
import { anosDeBar, gerarMovimento } from "./relatorios-gerar";

const REQUISICOES = Number(process.argv[2] ?? 20);
const ANOS = (process.argv[3] ?? "1,2,5").split(",").map(Number);
const AQUECIMENTO = 3;
// createTestDatabase makes (and drops) a fresh database on the server of TEST_DATABASE_URL.
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const serverUrl = process.env.TEST_DATABASE_URL;

function percentil(xs: number[], p: number) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const ms = (x: number) => `${x.toFixed(1).padStart(6)} ms`;
const rotuloAnos = (anos: number) => `${anos} ${anos === 1 ? "ano" : "anos"}`;

/** The report's statements, whichever this version exports (`sqlReceitas`, `sqlItens`, …), by name. */
function comandosDoRelatorio(p: q.Periodo): [string, SQL][] {
  return Object.entries(q as Record<string, unknown>).flatMap(([nome, f]) =>
    nome.startsWith("sql") && typeof f === "function" ? [[nome, (f as (p: q.Periodo) => SQL)(p)]] : [],
  );
}

/** Medians of each period at one size of history, on one database. */
async function medir(kind: DatabaseKind, anos: number): Promise<Record<PeriodoRelatorio, number>> {
  const handle = await createTestDatabase(kind);
  const { db } = handle;
  const t = createTestApp(db, { rateLimit: false });
  try {
    const hoje = diaEmSaoPaulo(new Date());
    // The years measured and the year before them.
    const volume = anosDeBar(anos + 1);
    const conta = await criarConta(db);
    const vizinha = await criarConta(db);
    const t0 = performance.now();
    await gerarMovimento(db, { ...volume, usuarioId: conta.usuarioId, ate: hoje });
    // Another account in the same tables, a tenth of the size: the tenant filter has something to skip.
    await gerarMovimento(db, {
      ...volume,
      usuarioId: vizinha.usuarioId,
      ate: hoje,
      vendas: Math.round(volume.vendas / 10),
      itens: Math.round(volume.itens / 10),
      comandasFechadas: Math.round(volume.comandasFechadas / 10),
    });
    const geracao = performance.now() - t0;
    // What autovacuum would have done by then: statistics and the visibility map.
    await db.execute(sql`vacuum analyze`);
    const [linhas] = (
      await db.execute<Record<string, number>>(sql`select
        (select count(*) from vendas)::int as vendas, (select count(*) from itens_venda)::int as itens_venda,
        (select count(*) from comandas)::int as comandas, (select count(*) from itens_comanda)::int as itens_comanda,
        (select count(*) from pagamentos)::int as pagamentos`)
    ).rows;

    const device = t.device();
    await entrar(device, conta);

    console.info(
      `\n${kind}, ${rotuloAnos(anos)} (+ o ano anterior, ${volume.dias} dias) — gerado em ` +
        `${(geracao / 1000).toFixed(1)} s (duas contas, no total): ${linhas!.vendas} vendas, ` +
        `${linhas!.itens_venda} itens de venda, ${linhas!.comandas} comandas, ` +
        `${linhas!.itens_comanda} itens de comanda, ${linhas!.pagamentos} pagamentos`,
    );
    console.info(`  ${REQUISICOES} requisições por período (+${AQUECIMENTO} de aquecimento)`);
    const medianas = {} as Record<PeriodoRelatorio, number>;
    for (const periodo of PERIODOS_RELATORIO) {
      const tempos: number[] = [];
      let ultimo: Relatorio | undefined;
      for (let i = 0; i < AQUECIMENTO + REQUISICOES; i++) {
        const inicio = performance.now();
        const response = await device.get(`/api/relatorios?periodo=${periodo}`);
        const body = await response.text();
        const fim = performance.now();
        if (response.status !== 200) throw new Error(`${periodo}: ${response.status} ${body.slice(0, 200)}`);
        if (i >= AQUECIMENTO) tempos.push(fim - inicio);
        ultimo = JSON.parse(body) as Relatorio;
      }
      medianas[periodo] = percentil(tempos, 50);
      const r = ultimo!.resumo;
      console.info(
        `  ${periodo.padEnd(6)}  mediana ${ms(medianas[periodo])}  p95 ${ms(percentil(tempos, 95))}` +
          `   (${r.numeroVendas} vendas, ${r.produtosVendidos} unidades, R$ ${r.receitaTotal}, ` +
          `crescimento ${r.crescimentoReceita}%, ${ultimo!.receitaPorDia.length} dias, ` +
          `${ultimo!.receitaPorPagamento.length} formas)`,
      );
    }

    if (process.env.EXPLAIN) {
      const p = { usuarioId: conta.usuarioId, ...limitesDoPeriodo("1ano", new Date()) };
      for (const [nome, statement] of comandosDoRelatorio(p)) {
        const plano = await db.execute<Record<string, string>>(sql`explain (analyze, buffers) ${statement}`);
        console.info(`\n  EXPLAIN ${nome} (1ano):`);
        for (const row of plano.rows) console.info(`    ${Object.values(row)[0]}`);
      }
    }
    return medianas;
  } finally {
    t.close();
    await handle.close();
  }
}

const kinds: DatabaseKind[] = [
  ...(process.env.SO_POSTGRES ? [] : (["pglite"] as const)),
  ...(serverUrl ? (["postgres"] as const) : []),
];
const resultados: { kind: DatabaseKind; anos: number; medianas: Record<PeriodoRelatorio, number> }[] = [];
for (const kind of kinds)
  for (const anos of ANOS) resultados.push({ kind, anos, medianas: await medir(kind, anos) });
if (!serverUrl)
  console.info("\nPostgreSQL: defina BENCH_DATABASE_URL (ou TEST_DATABASE_URL) para medir também.");

console.info(`\nMedianas de "1ano" (${ANOS.map(rotuloAnos).join(" / ")}):`);
for (const kind of kinds) {
  const linha = resultados.filter((r) => r.kind === kind).map((r) => ms(r.medianas["1ano"]).trim());
  console.info(`  ${kind.padEnd(8)} ${linha.join(" / ")}`);
}
