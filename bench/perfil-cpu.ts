/**
 * Where a server's CPU went, from the `.cpuprofile` that `node --cpu-prof` writes at exit: each sample is
 * given to ONE activity, by its stack, first rule that matches (gzip, socket writes, then the innermost
 * frame of a known package, our own code, or the rest of Node). Idle samples are left out, so the shares
 * are of the busy time. `npm run bench:vendas -- --perfil` prints it for the server under the load.
 *
 *   npx tsx bench/perfil-cpu.ts FILE.cpuprofile [desde_s] [ate_s]
 */
import { readFileSync } from "node:fs";

interface NoDoPerfil {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}

interface Perfil {
  nodes: NoDoPerfil[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const PACOTES: [RegExp, string][] = [
  [/\/node_modules\/drizzle-orm\//, "Drizzle (montagem de SQL e leitura das linhas)"],
  [/\/node_modules\/(better-auth|better-call|@better-auth|@better-fetch|jose|@noble)\//, "better-auth"],
  [/\/node_modules\/(pg|pg-protocol|pg-types|pg-pool|postgres-array|postgres-date)\//, "pg (driver)"],
  [/\/node_modules\/(hono|@hono)\//, "Hono e @hono/node-server"],
  [/\/node_modules\/zod\//, "zod"],
  [/\/node_modules\//, "outros pacotes"],
  [/\/src\//, "código do Balcão (src/)"],
];

function atividade(pilha: NoDoPerfil[]): string | null {
  const folha = pilha[0]!.callFrame.functionName;
  if (folha === "(idle)") return null;
  if (folha === "(garbage collector)") return "coleta de lixo";
  if (folha === "(program)") return "(program) — V8 fora de JS";
  if (pilha.some((n) => /zlib|webstreams\/compression/.test(n.callFrame.url))) return "gzip";
  const escrita = /^(writeGeneric|writevGeneric|_writeGeneric|_writev|handleWriteReq|writeOrBuffer)$/;
  if (pilha.some((n) => escrita.test(n.callFrame.functionName) && /^node:/.test(n.callFrame.url)))
    return "escrita em socket";
  for (const no of pilha) {
    for (const [padrao, nome] of PACOTES) if (padrao.test(no.callFrame.url)) return nome;
  }
  return "Node (outros)";
}

/** Shares of busy samples per activity, between `desdeS` and `ateS` seconds after the profile began. */
export function resumirPerfil(arquivo: string, desdeS = 0, ateS = Number.POSITIVE_INFINITY) {
  const perfil = JSON.parse(readFileSync(arquivo, "utf8")) as Perfil;
  const porId = new Map(perfil.nodes.map((n) => [n.id, n]));
  const pai = new Map<number, number>();
  for (const n of perfil.nodes) for (const filho of n.children ?? []) pai.set(filho, n.id);
  const cache = new Map<number, string | null>();
  const contagem = new Map<string, number>();
  let total = 0;
  let instante = 0;
  perfil.samples.forEach((id, i) => {
    instante += perfil.timeDeltas[i] ?? 0;
    const s = instante / 1e6;
    if (s < desdeS || s > ateS) return;
    if (!cache.has(id)) {
      const pilha: NoDoPerfil[] = [];
      for (let atual: number | undefined = id; atual !== undefined; atual = pai.get(atual))
        pilha.push(porId.get(atual)!);
      cache.set(id, atividade(pilha));
    }
    const nome = cache.get(id);
    if (!nome) return;
    total++;
    contagem.set(nome, (contagem.get(nome) ?? 0) + 1);
  });
  return {
    amostras: total,
    partes: [...contagem.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([nome, n]) => ({ nome, fracao: n / total })),
  };
}

export function imprimirPerfil(r: ReturnType<typeof resumirPerfil>) {
  console.info(`  ${r.amostras} amostras ocupadas`);
  for (const { nome, fracao } of r.partes)
    console.info(`  ${(fracao * 100).toFixed(1).padStart(5)} %  ${nome}`);
}

if (process.argv[1] === import.meta.filename) {
  const [arquivo, desde, ate] = process.argv.slice(2);
  if (!arquivo) throw new Error("Uso: npx tsx bench/perfil-cpu.ts ARQUIVO.cpuprofile [desde_s] [ate_s]");
  imprimirPerfil(resumirPerfil(arquivo, Number(desde ?? 0), ate ? Number(ate) : undefined));
}
