/**
 * npm run bench:produtos — the catalogue as the point of sale gets it (decision 144), through HTTP with
 * gzip: the real app served by @hono/node-server on a TCP port, a keep-alive client that asks for gzip
 * and counts the bytes on the wire. For accounts of 5,000, 20,000 and 50,000 products: the full load
 * (`GET /api/produtos`, median and p95 time, gzip size) and, after one sale, the fetch that brings the
 * list up to date (`GET /api/produtos?desde=<version of the full load>`). PGlite always; PostgreSQL too
 * when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server, in a fresh database that is dropped
 * afterwards. A benchmark: it prints figures and never fails on time.
 *
 *   npm run bench:produtos -- [requests=10] [sizes=5000,20000,50000]
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { produtos } from "../src/server/db/schema";
import { CATEGORIAS } from "../src/shared/catalog/categorias";
import { fromCentavos } from "../src/shared/money";
import { createTestApp } from "../tests/support/app";
import { criarConta, entrar } from "../tests/support/factories";
import { createTestDatabase } from "../tests/support/test-db";

const REQUESTS = Number(process.argv[2] ?? 10);
const SIZES = (process.argv[3] ?? "5000,20000,50000").split(",").map(Number);
const WARMUP = 2;
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
      estoque_atual: 50 + ((i * 13) % 200),
      estoque_minimo: 10 + (i % 40),
      codigo_barras: i % 10 === 0 ? null : `789${String(1_000_000_000 + i).padStart(10, "0")}`,
      fornecedor: `Distribuidora ${i % 30}`,
      descricao: i % 7 === 0 ? "Produto de demonstração para o benchmark da lista de produtos." : null,
    };
  });
}

function percentile(xs: number[], p: number) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (x: number) => `${x.toFixed(1)} ms`.padStart(9);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

/** One GET over the socket: the time to the last byte, the bytes on the wire and the body unzipped. */
function pedir(base: string, path: string, agent: http.Agent, cookie: string) {
  return new Promise<{ ms: number; bytes: number; gzip: boolean; corpo: Buffer }>((resolve, reject) => {
    const inicio = performance.now();
    http
      .get(`${base}${path}`, { agent, headers: { "accept-encoding": "gzip", cookie } }, (res) => {
        const partes: Buffer[] = [];
        res.on("data", (parte: Buffer) => partes.push(parte));
        res.on("end", () => {
          const fim = performance.now();
          const cru = Buffer.concat(partes);
          if (res.statusCode !== 200) return reject(new Error(`${path}: ${res.statusCode} ${cru}`));
          const gzip = res.headers["content-encoding"] === "gzip";
          resolve({ ms: fim - inicio, bytes: cru.length, gzip, corpo: gzip ? gunzipSync(cru) : cru });
        });
      })
      .on("error", reject);
  });
}

async function medir(base: string, path: string, agent: http.Agent, cookie: string) {
  const tempos: number[] = [];
  let ultima: Awaited<ReturnType<typeof pedir>> | undefined;
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    ultima = await pedir(base, path, agent, cookie);
    if (i >= WARMUP) tempos.push(ultima.ms);
  }
  return { tempos, ultima: ultima! };
}

/** What an answer holds: the list as it was (an array) or the catalogue of decision 144. */
function conteudo(corpo: Buffer): { versao: string | null; produtos: number; removidos: number } {
  const lido = JSON.parse(corpo.toString("utf8")) as unknown;
  if (Array.isArray(lido)) return { versao: null, produtos: lido.length, removidos: 0 };
  const c = lido as { versao: string; produtos: unknown[]; removidos: unknown[] };
  return { versao: c.versao, produtos: c.produtos.length, removidos: c.removidos.length };
}

async function bench(kind: "pglite" | "postgres", quantidade: number) {
  const handle = await createTestDatabase(kind);
  const t = createTestApp(handle.db, { rateLimit: false });
  const servidor = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => servidor.once("listening", () => resolve()));
  const base = `http://127.0.0.1:${(servidor.address() as AddressInfo).port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const conta = await criarConta(handle.db);
    const device = t.device();
    await entrar(device, conta);
    const cookie = [...device.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

    const linhas = gerarProdutos(conta.usuarioId, quantidade);
    for (let i = 0; i < linhas.length; i += 500)
      await handle.db.insert(produtos).values(linhas.slice(i, i + 500));
    await handle.db.execute("analyze produtos");

    const completo = await medir(base, "/api/produtos", agent, cookie);
    const lido = conteudo(completo.ultima.corpo);

    // One sale of one product, as the point of sale makes it; then what the screen asks for.
    const [{ id }] = (await handle.db.select({ id: produtos.id }).from(produtos).limit(1)) as [
      { id: string },
    ];
    const venda = await device.post("/api/vendas", {
      itens: [{ produto_id: id, quantidade: 1 }],
      forma_pagamento: "dinheiro",
      chave_idempotencia: crypto.randomUUID(),
    });
    if (venda.status !== 201) throw new Error(`venda: ${venda.status} ${await venda.text()}`);
    const desde = await medir(base, `/api/produtos?desde=${lido.versao ?? 0}`, agent, cookie);
    const mudancas = conteudo(desde.ultima.corpo);

    const linha = (nome: string, m: typeof completo, o: ReturnType<typeof conteudo>) =>
      console.info(
        `  ${nome.padEnd(28)} mediana ${ms(percentile(m.tempos, 50))}  p95 ${ms(percentile(m.tempos, 95))}` +
          `  ${m.ultima.gzip ? "gzip" : "sem gzip"} ${kb(m.ultima.bytes)}  (${o.produtos} produtos, ${o.removidos} removidos)`,
      );
    console.info(`\n${kind} — ${quantidade} produtos, ${REQUESTS} requisições (+${WARMUP} de aquecimento)`);
    linha("lista completa", completo, lido);
    linha("desde a versão, após 1 venda", desde, mudancas);
  } finally {
    agent.destroy();
    servidor.close();
    await t.close();
    await handle.close();
  }
}

for (const quantidade of SIZES) {
  await bench("pglite", quantidade);
  if (serverUrl) await bench("postgres", quantidade);
}
if (!serverUrl)
  console.info("\n(PostgreSQL: defina BENCH_DATABASE_URL ou TEST_DATABASE_URL para medir também.)");
