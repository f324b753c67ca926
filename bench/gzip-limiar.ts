/**
 * npm run bench:gzip — what gzip costs the server per JSON answer, by size, against what it saves on the
 * wire: the evidence behind the compression threshold of decision 149. The real stack (Hono, its
 * compress(), @hono/node-server over TCP), answering JSON shaped like the API's (product rows); each size
 * is served plain (with Content-Length, the path every small answer takes now) and gzipped. The CPU is
 * the process's (server and keep-alive client together; the client's share is the same in both, so the
 * difference is the compression's). A benchmark: it prints figures and never fails.
 *
 *   npx tsx bench/gzip-limiar.ts [requisicoes=3000]
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { jsonComTamanho } from "../src/server/lib/json-com-tamanho";

const REQUISICOES = Number(process.argv[2] ?? 3000);
const CONCORRENTES = 8;
const TAMANHOS_KB = [0.5, 1, 2, 4, 8, 16, 32, 64, 256];

/** An API-like answer of about `kb` KB: rows of a product list. */
function corpo(kb: number) {
  const linhas = [];
  for (let i = 0; JSON.stringify(linhas).length < kb * 1024; i++) {
    linhas.push({
      id: `6f1c${String(i).padStart(4, "0")}-8d2e-4c1a-9b7f-${(i * 7919).toString(16).padStart(12, "0")}`,
      nome: `Cerveja Artesanal ${i}`,
      marca: ["Colorado", "Baden Baden", "Eisenbahn", "Bohemia"][i % 4],
      categoria: "Cerveja",
      preco_venda: `${(390 + i * 13) / 100}`,
      estoque_atual: (i * 37) % 500,
      estoque_minimo: 10,
    });
  }
  return linhas;
}

function app(comprimir: boolean) {
  const h = new Hono();
  if (comprimir) h.use("*", compress({ threshold: 0 }));
  h.use("*", jsonComTamanho);
  const cache = new Map(TAMANHOS_KB.map((kb) => [String(kb), corpo(kb)]));
  h.get("/json/:kb", (c) => c.json(cache.get(c.req.param("kb"))));
  return h;
}

async function medir(base: string, kb: number) {
  const agente = new http.Agent({ keepAlive: true, maxSockets: CONCORRENTES });
  let bytes = 0;
  const pedir = () =>
    new Promise<void>((resolve, reject) => {
      http
        .get(`${base}/json/${kb}`, { agent: agente, headers: { "accept-encoding": "gzip" } }, (res) => {
          res.on("data", (parte: Buffer) => {
            bytes += parte.length;
          });
          res.on("end", resolve);
        })
        .on("error", reject);
    });
  for (let i = 0; i < 200; i++) await pedir();
  bytes = 0;
  const antes = process.cpuUsage();
  let feitas = 0;
  await Promise.all(
    Array.from({ length: CONCORRENTES }, async () => {
      while (feitas < REQUISICOES) {
        feitas++;
        await pedir();
      }
    }),
  );
  const cpu = process.cpuUsage(antes);
  agente.destroy();
  return { cpuUs: (cpu.user + cpu.system) / feitas, bytes: bytes / feitas };
}

async function servidor(comprimir: boolean) {
  const s = serve({ fetch: app(comprimir).fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => s.once("listening", () => resolve()));
  return { s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` };
}

const plano = await servidor(false);
const gzip = await servidor(true);
console.info(
  `JSON por tamanho, ${REQUISICOES} respostas, ${CONCORRENTES} conexões (CPU do processo por resposta)`,
);
console.info("  tamanho   gzip     sem gzip   com gzip   custo do gzip   economia a 10 Mbit/s");
for (const kb of TAMANHOS_KB) {
  const cru = Buffer.byteLength(JSON.stringify(corpo(kb)));
  const comprimido = gzipSync(JSON.stringify(corpo(kb))).length;
  const a = await medir(plano.base, kb);
  const b = await medir(gzip.base, kb);
  const economiaMs = (((cru - comprimido) * 8) / 10e6) * 1000;
  console.info(
    `  ${`${(cru / 1024).toFixed(1)} KB`.padStart(8)} ${`${(comprimido / 1024).toFixed(1)} KB`.padStart(8)} ${`${a.cpuUs.toFixed(0)} µs`.padStart(9)} ${`${b.cpuUs.toFixed(0)} µs`.padStart(9)} ${`${(b.cpuUs - a.cpuUs).toFixed(0)} µs`.padStart(12)} ${`${economiaMs.toFixed(2)} ms`.padStart(14)}`,
  );
}
plano.s.close();
gzip.s.close();
