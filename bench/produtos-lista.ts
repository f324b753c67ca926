/**
 * npm run bench:produtos — GET /api/produtos (the Estoque page, the movement form's picker and the point
 * of sale all load it) for an account with 5,000 products: median and p95 time through app.request,
 * and the payload raw and gzipped. Also GET /api/produtos/resumo. PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server, in a fresh database that is dropped
 * afterwards. A benchmark: it prints figures and never fails on time.
 *
 *   npm run bench:produtos -- [requests=30] [products=5000]
 */
import { performance } from "node:perf_hooks";
import { produtos } from "../src/server/db/schema";
import { CATEGORIAS } from "../src/shared/catalog/categorias";
import { fromCentavos } from "../src/shared/money";
import { createTestApp } from "../tests/support/app";
import { criarConta, entrar } from "../tests/support/factories";
import { createTestDatabase } from "../tests/support/test-db";

const REQUESTS = Number(process.argv[2] ?? 30);
const PRODUCTS = Number(process.argv[3] ?? 5000);
const WARMUP = 5;
// createTestDatabase makes (and drops) a fresh database on the server of TEST_DATABASE_URL.
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
const serverUrl = process.env.TEST_DATABASE_URL;

/** Realistic rows: names of different lengths, most with a barcode, brand, supplier; a few descriptions. */
function gerarProdutos(usuarioId: string, n: number) {
  return Array.from({ length: n }, (_, i) => {
    const categoria = CATEGORIAS[i % CATEGORIAS.length]!;
    const compra = 100 + ((i * 37) % 5000);
    return {
      usuario_id: usuarioId,
      nome: `${categoria} Produto ${String(i).padStart(5, "0")} ${["Lata 350ml", "Long Neck 330ml", "Garrafa 600ml", "Porção"][i % 4]}`,
      marca: `Marca ${i % 120}`,
      volume: ["350ml", "330ml", "600ml", "1L", "500g"][i % 5]!,
      categoria,
      preco_compra: fromCentavos(compra),
      preco_venda: fromCentavos(compra * 2 + 99),
      estoque_atual: (i * 13) % 200,
      estoque_minimo: 10 + (i % 40),
      codigo_barras: i % 10 === 0 ? null : `789${String(1_000_000_000 + i).padStart(10, "0")}`,
      fornecedor: `Distribuidora ${i % 30}`,
      descricao: i % 7 === 0 ? "Produto de demonstração para o benchmark da lista de produtos." : null,
    };
  });
}

const median = (xs: number[]) => percentile(xs, 50);
function percentile(xs: number[], p: number) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (x: number) => `${x.toFixed(1)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

async function bench(kind: "pglite" | "postgres") {
  const handle = await createTestDatabase(kind);
  const t = createTestApp(handle.db, { rateLimit: false });
  try {
    const conta = await criarConta(handle.db);
    const device = t.device();
    await entrar(device, conta);

    const linhas = gerarProdutos(conta.usuarioId, PRODUCTS);
    for (let i = 0; i < linhas.length; i += 500)
      await handle.db.insert(produtos).values(linhas.slice(i, i + 500));

    async function medir(path: string) {
      const tempos: number[] = [];
      let bytes = 0;
      for (let i = 0; i < WARMUP + REQUESTS; i++) {
        const inicio = performance.now();
        const response = await device.get(path);
        const body = await response.arrayBuffer();
        const fim = performance.now();
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        bytes = body.byteLength;
        if (i >= WARMUP) tempos.push(fim - inicio);
      }
      const gz = await device.get(path, { headers: { "accept-encoding": "gzip" } });
      const gzBytes = (await gz.arrayBuffer()).byteLength;
      return { tempos, bytes, gzBytes, gzip: gz.headers.get("content-encoding") === "gzip" };
    }

    const lista = await medir("/api/produtos");
    const conferidos = (await (await device.get("/api/produtos")).json()) as unknown[];
    const resumo = await medir("/api/produtos/resumo");

    console.info(
      `\n${kind} — ${conferidos.length} produtos, ${REQUESTS} requisições (+${WARMUP} de aquecimento)`,
    );
    console.info(
      `  GET /api/produtos         mediana ${ms(median(lista.tempos))}  p95 ${ms(percentile(lista.tempos, 95))}` +
        `  payload ${kb(lista.bytes)} (gzip ${lista.gzip ? kb(lista.gzBytes) : "não aplicado"})`,
    );
    console.info(
      `  GET /api/produtos/resumo  mediana ${ms(median(resumo.tempos))}  p95 ${ms(percentile(resumo.tempos, 95))}` +
        `  payload ${resumo.bytes} B`,
    );
  } finally {
    t.close();
    await handle.close();
  }
}

await bench("pglite");
if (serverUrl) await bench("postgres");
else console.info("\n(PostgreSQL: defina BENCH_DATABASE_URL ou TEST_DATABASE_URL para medir também.)");
