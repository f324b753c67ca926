/**
 * The load generator of `npm run bench:vendas`, in a process of its own so that the server's CPU is the
 * server's alone: N tills, each with its session cookie and its account's 50 products, finalising 5-item
 * sales one after the other over keep-alive HTTP connections, as a browser does (gzip accepted). It
 * reads the server's CPU time, its own and the whole machine's from /proc at the start and the end of
 * the measured window, and prints one JSON line with what it saw. Started by bench/vendas-concorrentes.ts;
 * not meant to be run by hand.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { cpuDaMaquina, cpuDoProcesso } from "./cpu";
import { carrinhoDaVenda } from "./vendas-carrinho";

export interface PedidoDeCarga {
  base: string;
  segundos: number;
  aquecimentoMs: number;
  /** The server's process id, for its CPU time (Linux /proc). */
  servidorPid: number;
  clientes: { cookie: string; produtos: string[] }[];
}

export interface ResultadoDeCarga {
  /** Sales started after the warm-up and answered before the end. */
  medidas: number;
  janelaMs: number;
  latencias: number[];
  /** Every sale answered 201, warm-up and tail included: what the database must hold. */
  criadas: number;
  erros: Record<string, number>;
  /** The server's CPU (user + system) over the measured window. */
  cpuServidorMs: number;
  /** This load generator's own CPU over the window. */
  cpuCargaMs: number;
  /** The machine's busy CPU over the window, every core: the server, the load, PostgreSQL, the kernel. */
  cpuMaquinaMs: number;
}

function postar(agente: http.Agent, url: URL, cookie: string, corpo: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        agent: agente,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(corpo),
          "accept-encoding": "gzip, deflate, br",
          origin: url.origin,
          cookie,
        },
      },
      (res) => {
        // The body is read to the end (the connection is reused) but not decompressed: that is the
        // browser's work, and this process shares the machine with the server.
        res.on("data", () => {});
        res.on("end", () => resolve(res.statusCode ?? 0));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(corpo);
  });
}

export async function gerarCarga(pedido: PedidoDeCarga): Promise<ResultadoDeCarga> {
  const agente = new http.Agent({ keepAlive: true, maxSockets: pedido.clientes.length });
  const url = new URL("/api/vendas", pedido.base);
  const latencias: number[] = [];
  const erros: Record<string, number> = {};
  let criadas = 0;
  const inicio = performance.now();
  const inicioMedicao = inicio + pedido.aquecimentoMs;
  const fim = inicioMedicao + pedido.segundos * 1000;
  /** CPU readings at a moment: the server's, this process's and the machine's. */
  const lerCpu = () => ({
    servidor: cpuDoProcesso(pedido.servidorPid),
    carga: process.cpuUsage(),
    maquina: cpuDaMaquina(),
  });
  let cpuInicio: ReturnType<typeof lerCpu> | null = null;
  const relogio = setTimeout(() => {
    cpuInicio = lerCpu();
  }, pedido.aquecimentoMs);
  let cpuFim: ReturnType<typeof lerCpu> | null = null;
  const relogioFim = setTimeout(
    () => {
      cpuFim = lerCpu();
    },
    pedido.aquecimentoMs + pedido.segundos * 1000,
  );

  await Promise.all(
    pedido.clientes.map(async (cliente) => {
      while (performance.now() < fim) {
        const corpo = JSON.stringify(carrinhoDaVenda(cliente.produtos, Math.random));
        const t0 = performance.now();
        const status = await postar(agente, url, cliente.cookie, corpo).catch(() => -1);
        const t1 = performance.now();
        if (status === 201) criadas++;
        else erros[status] = (erros[status] ?? 0) + 1;
        if (t0 >= inicioMedicao && t1 <= fim) latencias.push(t1 - t0);
      }
    }),
  );
  clearTimeout(relogio);
  clearTimeout(relogioFim);
  agente.destroy();
  const fimCpu = cpuFim ?? lerCpu();
  const inicioCpu = cpuInicio ?? fimCpu;
  return {
    medidas: latencias.length,
    janelaMs: fim - inicioMedicao,
    latencias,
    criadas,
    erros,
    cpuServidorMs: fimCpu.servidor - inicioCpu.servidor,
    cpuCargaMs:
      (fimCpu.carga.user + fimCpu.carga.system - inicioCpu.carga.user - inicioCpu.carga.system) / 1000,
    cpuMaquinaMs: fimCpu.maquina - inicioCpu.maquina,
  };
}

if (process.argv[1] === import.meta.filename) {
  const pedido = JSON.parse(readFileSync(0, "utf8")) as PedidoDeCarga;
  const resultado = await gerarCarga(pedido);
  process.stdout.write(`${JSON.stringify(resultado)}\n`);
}
