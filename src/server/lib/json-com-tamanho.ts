import type { MiddlewareHandler } from "hono";

/**
 * Makes `c.json()` answers carry their Content-Length, as Hono's own `c.json` does not: the header is
 * what lets compress() leave a small answer alone (its threshold reads it; without it every JSON answer
 * was gzipped, decision 149), and it keeps @hono/node-server on its fast path of one write with the
 * whole body. Same body and headers as Hono's `c.json` (JSON.stringify, Content-Type application/json,
 * the status and headers given), plus the length of that body.
 */
export const jsonComTamanho: MiddlewareHandler = async (c, next) => {
  const original = c.json;
  const body = c.body as (
    texto: string,
    arg: unknown,
    headers: Record<string, string | string[]>,
  ) => Response;
  c.json = ((objeto: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const texto: string | undefined = JSON.stringify(objeto);
    if (texto === undefined) return original(objeto as never, arg as never, headers);
    return body(texto, arg, {
      "Content-Type": "application/json",
      ...headers,
      "Content-Length": String(Buffer.byteLength(texto)),
    });
  }) as unknown as typeof c.json;
  await next();
};
