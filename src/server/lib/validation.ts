import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import { isUuid } from "./db-errors";
import { CorpoMuitoGrande, type DomainError, EntradaInvalida } from "./errors";
import type { AppEnv } from "./types";

/**
 * Every request is validated once, here at the edge, with the shared schema of its input: the route
 * declares `corpo(Schema)`, `consulta(Schema)` or `comId(...)` and the handler reads `c.req.valid(...)`,
 * typed; services take that typed input and never parse. The same declarations type the web's client
 * (web/lib/api.ts), so a changed field breaks the build, not the screen.
 */

/** Turns zod issues into one pt-BR message per field (the first one each field got). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const issue of error.issues) {
    // A strict object reports all unknown keys in one issue; the client wants one message per field.
    const keys =
      issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) campos[path.join(".") || "_"] ??= issue.message;
  }
  return campos;
}

/** A route's own answer to some bad inputs (the sale's empty cart); undefined for the usual 400. */
export type ErroDeEntrada = (campos: Record<string, string>) => DomainError | undefined;

export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  erro?: ErroDeEntrada,
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const campos = fieldErrors(result.error);
  throw erro?.(campos) ?? new EntradaInvalida(campos);
}

type Entrada<Alvo extends "json" | "query", S extends z.ZodType, In> = {
  in: { [K in Alvo]: In };
  out: { [K in Alvo]: z.output<S> };
};

export const MENSAGEM_JSON_INVALIDO = "Corpo da requisição inválido: envie JSON.";

/** A JSON body is small: the largest form the app sends is a few KB. */
export const LIMITE_JSON = 256 * 1024;

export interface LimiteDeCorpo {
  bytes: number;
  erro: () => DomainError;
}

const LIMITE_PADRAO: LimiteDeCorpo = { bytes: LIMITE_JSON, erro: () => new CorpoMuitoGrande() };

/**
 * The JSON body, validated. It is read only up to its limit (413 before parsing, whatever
 * Content-Length claims); a body that is not JSON is bad input, not a crash. A body sent with its length
 * (every browser's fetch) is refused or read at once: Node's parser never reads past that length, and
 * the read goes straight from the socket's buffer, without the web-stream Request that hono's bodyLimit
 * builds to watch a chunked body — which is what it still does for one.
 */
export function corpo<S extends z.ZodType>(
  schema: S,
  { erro, limite = LIMITE_PADRAO }: { erro?: ErroDeEntrada; limite?: LimiteDeCorpo } = {},
): MiddlewareHandler<AppEnv, string, Entrada<"json", S, z.input<S>>> {
  const limitar = bodyLimit({
    maxSize: limite.bytes,
    onError: () => {
      throw limite.erro();
    },
  });
  const ler = async (c: Context<AppEnv>, next: Next): Promise<void> => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      // The route's own answer applies to a body that is not JSON too (an import's "Arquivo inválido").
      const campos = { _: MENSAGEM_JSON_INVALIDO };
      throw erro?.(campos) ?? new EntradaInvalida(campos);
    }
    c.req.addValidatedData("json", parseInput(schema, body, erro) as object);
    await next();
  };
  return (c, next) => {
    const tamanho = c.req.header("content-length");
    if (tamanho === undefined || c.req.header("transfer-encoding") !== undefined)
      return limitar(c, () => ler(c, next));
    if (Number.parseInt(tamanho, 10) > limite.bytes) throw limite.erro();
    return ler(c, next);
  };
}

/** The query string, validated (each key's last value). */
export function consulta<S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<AppEnv, string, Entrada<"query", S, { [K in keyof z.input<S>]?: string }>> {
  return async (c, next) => {
    c.req.addValidatedData("query", parseInput(schema, c.req.query()) as object);
    await next();
  };
}

/**
 * `:id` must be a uuid: anything else cannot be a row, so it is that row's 404 — before the body is
 * looked at, like any other unknown id, and without reaching the database.
 */
export function comId(naoEncontrado: () => DomainError, param = "id"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isUuid(c.req.param(param) ?? "")) throw naoEncontrado();
    await next();
  };
}
