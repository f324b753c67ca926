import { setTimeout as esperar } from "node:timers/promises";
import { z } from "@/shared/zod";
import { logger } from "../../../lib/logger";
import { ProvedorIndisponivel } from "../billing.errors";

/**
 * A small HTTP client for Asaas's API v3: the key in the `access_token` header, a time limit per
 * attempt, every answer parsed with zod. Retrying is the caller's choice, per operation
 * (`comRetentativas`), because only the caller knows whether repeating it is safe (decision 104).
 */

export const URL_BASE_ASAAS = {
  production: "https://api.asaas.com/v3",
  sandbox: "https://api-sandbox.asaas.com/v3",
} as const;

export const MENSAGEM_SEM_RESPOSTA = "O provedor de pagamentos não respondeu. Tente novamente em instantes.";

export interface ConfigCliente {
  apiKey: string;
  baseUrl: string;
  fetch: typeof fetch;
  /** Per attempt, in milliseconds. */
  tempoLimiteMs: number;
  tentativas: number;
  /** The first back-off; each next one doubles. */
  esperaInicialMs: number;
}

/** A failure worth another attempt: 429, 5xx, a network error or a time-out. */
export class FalhaTransitoria extends Error {
  constructor(
    message: string,
    readonly esperarMs?: number,
  ) {
    super(message);
  }
}

/** Asaas answered 4xx (other than 429): the same request would fail the same way. */
export class FalhaDefinitiva extends Error {
  constructor(
    readonly status: number,
    readonly codigos: string[],
    readonly descricao: string | null,
  ) {
    super(`Asaas respondeu ${status}${codigos.length ? ` (${codigos.join(", ")})` : ""}`);
  }
}

const ErrosAsaas = z.object({
  errors: z.array(z.object({ code: z.string().optional(), description: z.string().optional() })),
});

export type Metodo = "GET" | "POST" | "DELETE";

export interface Pedido<T> {
  metodo: Metodo;
  caminho: string;
  corpo?: unknown;
  resposta: z.ZodType<T>;
  /** Statuses that are an answer, not a failure (404 on a DELETE of something already gone). */
  aceitar?: number[];
}

/** One attempt; throws FalhaTransitoria or FalhaDefinitiva. Resolves null for an accepted status. */
export async function pedir<T>(config: ConfigCliente, pedido: Pedido<T>): Promise<T | null> {
  let resposta: Response;
  try {
    resposta = await config.fetch(`${config.baseUrl}${pedido.caminho}`, {
      method: pedido.metodo,
      headers: {
        access_token: config.apiKey,
        accept: "application/json",
        "user-agent": "Balcao",
        ...(pedido.corpo === undefined ? {} : { "content-type": "application/json" }),
      },
      body: pedido.corpo === undefined ? undefined : JSON.stringify(pedido.corpo),
      signal: AbortSignal.timeout(config.tempoLimiteMs),
    });
  } catch (error) {
    const nome = error instanceof Error ? error.name : "";
    const motivo = nome === "TimeoutError" ? `sem resposta em ${config.tempoLimiteMs} ms` : "erro de rede";
    throw new FalhaTransitoria(`${pedido.metodo} ${rota(pedido.caminho)}: ${motivo}`);
  }
  if (pedido.aceitar?.includes(resposta.status)) {
    await resposta.body?.cancel();
    return null;
  }
  if (resposta.status === 429 || resposta.status >= 500) {
    await resposta.body?.cancel();
    throw new FalhaTransitoria(
      `${pedido.metodo} ${rota(pedido.caminho)}: HTTP ${resposta.status}`,
      segundosRetryAfter(resposta.headers.get("retry-after")),
    );
  }
  const corpo: unknown = await resposta.json().catch(() => undefined);
  if (!resposta.ok) {
    const erros = ErrosAsaas.safeParse(corpo);
    const lista = erros.success ? erros.data.errors : [];
    throw new FalhaDefinitiva(
      resposta.status,
      lista.flatMap((e) => (e.code ? [e.code] : [])),
      lista[0]?.description ?? null,
    );
  }
  const lido = pedido.resposta.safeParse(corpo);
  if (!lido.success) {
    throw new FalhaDefinitiva(resposta.status, ["resposta-inesperada"], null);
  }
  return lido.data;
}

/**
 * Runs an operation up to `tentativas` times while it fails transiently, waiting 1×, 2×, 4×… the first
 * back-off (or the Retry-After Asaas gives, up to 4 times that) plus jitter. Every final failure becomes
 * ProvedorIndisponivel, logged with the route and the reason — never the key or the body.
 */
export async function comRetentativas<T>(
  config: ConfigCliente,
  operacao: string,
  executar: () => Promise<T>,
): Promise<T> {
  for (let tentativa = 1; ; tentativa++) {
    try {
      return await executar();
    } catch (error) {
      if (error instanceof FalhaTransitoria && tentativa < config.tentativas) {
        const exponencial = config.esperaInicialMs * 2 ** (tentativa - 1);
        const pedida = error.esperarMs === undefined ? 0 : Math.min(error.esperarMs, exponencial * 4);
        const espera = Math.max(exponencial, pedida) + Math.random() * config.esperaInicialMs;
        logger.warn("Asaas: nova tentativa", { operacao, tentativa, motivo: error.message });
        await esperar(espera);
        continue;
      }
      throw paraProvedorIndisponivel(operacao, tentativa, error);
    }
  }
}

function paraProvedorIndisponivel(operacao: string, tentativas: number, error: unknown) {
  if (error instanceof FalhaDefinitiva) {
    logger.error("Asaas recusou o pedido", {
      operacao,
      status: error.status,
      codigos: error.codigos,
    });
    const recusa =
      error.status === 400 && error.descricao
        ? `O provedor de pagamentos recusou o pedido: ${error.descricao}`
        : MENSAGEM_SEM_RESPOSTA;
    return new ProvedorIndisponivel(recusa);
  }
  logger.error("Asaas não respondeu", {
    operacao,
    tentativas,
    motivo: error instanceof Error ? error.message : String(error),
  });
  return new ProvedorIndisponivel(MENSAGEM_SEM_RESPOSTA);
}

/** The route without ids or query values, for the log ("/subscriptions/sub_1/payments" → "/subscriptions/:id/payments"). */
function rota(caminho: string): string {
  return caminho
    .split("?")[0]!
    .replace(/\/(cus|sub|pay)_[^/]+/g, "/:id")
    .replace(/\/[0-9a-f-]{20,}/g, "/:id");
}

function segundosRetryAfter(valor: string | null): number | undefined {
  const segundos = valor === null ? Number.NaN : Number(valor);
  return Number.isFinite(segundos) && segundos >= 0 ? segundos * 1000 : undefined;
}
