/**
 * npm run bench:relatorios — GET /api/relatorios for each period, for an account with a year of a busy
 * bar (about 120,000 sales, 400,000 items, 10,000 closed tabs; bench/relatorios-gerar.ts) beside a
 * second, smaller account: median and p95 time through app.request, session check included. PGlite
 * (in memory) always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server,
 * in a fresh database dropped afterwards. Target: under 150 ms on PostgreSQL. A benchmark: it
 * prints figures and never fails on time.
 *
 * EXPLAIN=1 also prints both statements' plans for "7dias" and "1ano"; SO_POSTGRES=1 skips PGlite.
 *
 *   BENCH_DATABASE_URL=postgres://... npm run bench:relatorios -- [requisicoes=20] [vendas=120000]
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import * as q from "../src/server/modules/reports/reports.queries";
import { diaEmSaoPaulo, limitesDoPeriodo } from "../src/shared/reports/metricas";
import { PERIODOS_RELATORIO, type Relatorio } from "../src/shared/reports/schemas";
import { createTestApp } from "../tests/support/app";
import { criarConta, entrar } from "../tests/support/factories";
import { createTestDatabase } from "../tests/support/test-db";
import { ANO_DE_BAR, gerarMovimento } from "./relatorios-gerar";

const REQUISICOES = Number(process.argv[2] ?? 20);
const VENDAS = Number(process.argv[3] ?? ANO_DE_BAR.vendas);
const AQUECIMENTO = 3;
// createTestDatabase makes (and drops) a fresh database on the server of TEST_DATABASE_URL.
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const serverUrl = process.env.TEST_DATABASE_URL;

function percentil(xs: number[], p: number) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
const ms = (x: number) => `${x.toFixed(1).padStart(6)} ms`;

async function bench(kind: "pglite" | "postgres") {
  const handle = await createTestDatabase(kind);
  const { db } = handle;
  const t = createTestApp(db, { rateLimit: false });
  try {
    const hoje = diaEmSaoPaulo(new Date());
    const escala = VENDAS / ANO_DE_BAR.vendas;
    const volume = {
      ...ANO_DE_BAR,
      vendas: VENDAS,
      itens: Math.round(ANO_DE_BAR.itens * escala),
      comandasFechadas: Math.round(ANO_DE_BAR.comandasFechadas * escala),
    };
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
        (select count(*) from comandas)::int as comandas, (select count(*) from itens_comanda)::int as itens_comanda`)
    ).rows;

    const device = t.device();
    await entrar(device, conta);

    console.info(
      `\n${kind} — gerado em ${(geracao / 1000).toFixed(1)} s (duas contas, no total): ${linhas!.vendas} vendas, ` +
        `${linhas!.itens_venda} itens de venda, ${linhas!.comandas} comandas, ${linhas!.itens_comanda} itens de comanda`,
    );
    console.info(`  ${REQUISICOES} requisições por período (+${AQUECIMENTO} de aquecimento)`);
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
      const r = ultimo!.resumo;
      console.info(
        `  ${periodo.padEnd(6)}  mediana ${ms(percentil(tempos, 50))}  p95 ${ms(percentil(tempos, 95))}` +
          `   (${r.numeroVendas} vendas, ${r.produtosVendidos} unidades, R$ ${r.receitaTotal}, ` +
          `margem ${r.margemLucro}%, ${ultimo!.receitaPorDia.length} dias)`,
      );
    }

    if (process.env.EXPLAIN) {
      for (const periodo of ["7dias", "1ano"] as const) {
        const p = { usuarioId: conta.usuarioId, ...limitesDoPeriodo(periodo, new Date()) };
        for (const [nome, statement] of [
          ["receitas", q.sqlReceitas(p)],
          ["itens", q.sqlItens(p)],
        ] as const) {
          const plano = await db.execute<Record<string, string>>(
            sql`explain (analyze, buffers) ${statement}`,
          );
          console.info(`\n  EXPLAIN ${nome} (${periodo}):`);
          for (const row of plano.rows) console.info(`    ${Object.values(row)[0]}`);
        }
      }
    }
  } finally {
    t.close();
    await handle.close();
  }
}

if (!process.env.SO_POSTGRES) await bench("pglite");
if (serverUrl) await bench("postgres");
else console.info("\nPostgreSQL: defina BENCH_DATABASE_URL (ou TEST_DATABASE_URL) para medir também.");
