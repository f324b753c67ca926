/**
 * npm run bench:movimentacoes — stock movements (POST /api/movimentacoes, an entry and an exit in turn)
 * through app.request, session check included: one till in sequence and 8 at once, on PGlite (in
 * memory, one thread) and on PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set. Prints
 * movements per second, the median and p99 time and the process's CPU per movement (app and database
 * together on PGlite). A benchmark: it prints figures and never fails on time.
 *
 *   npx tsx bench/movimentacoes.ts [movimentacoes=600]
 */
import { performance } from "node:perf_hooks";
import { createTestApp } from "../tests/support/app";
import { contaLogada, criarProduto } from "../tests/support/factories";
import { createTestDatabase, type DatabaseKind } from "../tests/support/test-db";
import { percentil } from "./vendas-pgbench";

const TOTAL = Number(process.argv[2] ?? 600);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

async function bench(kind: DatabaseKind) {
  const handle = await createTestDatabase(kind);
  const t = createTestApp(handle.db, { rateLimit: false });
  try {
    const tills = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const { device, usuarioId } = await contaLogada(t);
        const produto = await criarProduto(t.db, usuarioId, { estoque_atual: 1_000_000, estoque_minimo: 5 });
        return { device, produto };
      }),
    );
    let n = 0;
    const mover = async ({ device, produto }: (typeof tills)[number]) => {
      const tipo = n++ % 2 === 0 ? "entrada" : "saida";
      const t0 = performance.now();
      const r = await device.post("/api/movimentacoes", {
        produto_id: produto.id,
        tipo,
        motivo: tipo === "entrada" ? "compra" : "quebra",
        quantidade: 1,
      });
      if (r.status !== 201) throw new Error(`${r.status} ${await r.text()}`);
      await r.arrayBuffer();
      return performance.now() - t0;
    };
    for (let i = 0; i < 40; i++) await mover(tills[0]!);

    for (const simultaneas of [1, 8]) {
      const tempos: number[] = [];
      const cpu0 = process.cpuUsage();
      const inicio = performance.now();
      let feitas = 0;
      await Promise.all(
        tills.slice(0, simultaneas).map(async (till) => {
          while (feitas < TOTAL) {
            feitas++;
            tempos.push(await mover(till));
          }
        }),
      );
      const duracao = performance.now() - inicio;
      const cpu = process.cpuUsage(cpu0);
      console.info(
        `  ${kind.padEnd(8)} ${String(simultaneas).padStart(2)} caixa(s): ${((tempos.length / duracao) * 1000).toFixed(0).padStart(5)} mov/s   p50 ${percentil(tempos, 50).toFixed(2)} ms   p99 ${percentil(tempos, 99).toFixed(2)} ms   CPU ${((cpu.user + cpu.system) / 1000 / tempos.length).toFixed(2)} ms/mov`,
      );
    }
  } finally {
    await t.close();
    await handle.close();
  }
}

console.info(`Movimentações de estoque por app.request (${TOTAL} por medida)`);
await bench("pglite");
if (process.env.TEST_DATABASE_URL) await bench("postgres");
