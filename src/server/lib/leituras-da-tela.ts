import type { MiddlewareHandler } from "hono";
import {
  CABECALHO_COM_LEITURAS,
  CABECALHO_LEITURAS,
  CABECALHO_TRANSACOES,
  type ComLeituras,
  MARCA_ID_CRIADO,
  MAX_LEITURAS,
} from "@/shared/leituras/leituras";
import { SESSAO_DA_ESCRITA, type SessaoDaEscrita } from "./session";
import { comTransacoesAnotadas } from "./transacoes-da-requisicao";
import type { AppEnv } from "./types";

/** Routes never read on a write's behalf: the endless live stream, sign-in, a provider's calls. */
const FORA = ["/api/eventos", "/api/auth/", "/api/webhooks/"];

/** The GET paths asked for, each a plain /api path with its query; anything else is ignored. */
export function lerPedidoDeLeituras(cabecalho: string | undefined): string[] {
  if (!cabecalho) return [];
  const caminhos = cabecalho.split(" ").filter((caminho) => {
    if (!caminho.startsWith("/api/") || FORA.some((fora) => caminho.startsWith(fora))) return false;
    const comId = caminho.replace(MARCA_ID_CRIADO, "id");
    const url = new URL(comId, "http://balcao");
    // Rejects what URL parsing would rewrite (dot segments, a backslash) or where a fragment would hide.
    return `${url.pathname}${url.search}` === comId;
  });
  return [...new Set(caminhos)].slice(0, MAX_LEITURAS);
}

/** The id of what the answer created, to fill `MARCA_ID_CRIADO`. */
function idCriado(resposta: unknown): string | null {
  const id = (resposta as { id?: unknown } | null)?.id;
  return typeof id === "string" ? encodeURIComponent(id) : null;
}

/**
 * A write answered with what its screen shows (decision 170). Notes the transactions whose notices the
 * write published (`CABECALHO_TRANSACOES`); and if the request named GET routes (`CABECALHO_LEITURAS`)
 * and the write succeeded, reads each through this same app with the request's cookie — after the
 * commit, under the same permission and plan checks as the browser's own GET, for the session the write
 * itself read (`SESSAO_DA_ESCRITA`) — and answers `ComLeituras`. A read that does not answer 200 with
 * JSON is left out: the screen refetches it as before.
 */
export function leiturasDaTela(
  ler: (
    caminho: string,
    init: RequestInit,
    env: Record<symbol, SessaoDaEscrita>,
  ) => Response | Promise<Response>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const transacoes = await comTransacoesAnotadas(next);
    if (!c.res.ok) return;
    if (transacoes.length > 0) c.res.headers.set(CABECALHO_TRANSACOES, transacoes.join(","));
    const pedidas = lerPedidoDeLeituras(c.req.header(CABECALHO_LEITURAS));
    // An answer without a body (204, a removal) becomes 200 with `resposta` null, to carry the reads.
    const semCorpo = c.res.status === 204;
    const json = c.res.headers.get("content-type")?.startsWith("application/json");
    if (pedidas.length === 0 || (!json && !semCorpo)) return;

    const resposta: unknown = semCorpo ? null : await c.res.clone().json();
    const id = idCriado(resposta);
    const cookie = c.req.header("cookie") ?? "";
    const env = { [SESSAO_DA_ESCRITA]: { sessao: c.get("sessao"), acesso: c.get("acesso") } };
    // The write is committed: no read may turn its answer into an error, whatever it answers.
    const lidas = await Promise.all(
      pedidas.map(async (pedida) => {
        if (pedida.includes(MARCA_ID_CRIADO) && !id) return null;
        try {
          const lida = await ler(pedida.replace(MARCA_ID_CRIADO, id ?? ""), { headers: { cookie } }, env);
          const ehJson = lida.headers.get("content-type")?.startsWith("application/json");
          return lida.status === 200 && ehJson ? ([pedida, await lida.json()] as const) : null;
        } catch {
          return null;
        }
      }),
    );
    const corpo: ComLeituras<unknown> = {
      resposta,
      leituras: Object.fromEntries(lidas.filter((lida) => lida !== null)),
    };
    const texto = JSON.stringify(corpo);
    // Hono copies the replaced answer's headers onto the new one: the old length must not come along.
    c.res.headers.delete("Content-Length");
    c.res = new Response(texto, {
      status: semCorpo ? 200 : c.res.status,
      headers: {
        [CABECALHO_COM_LEITURAS]: "1",
        "Content-Type": "application/json",
        "Content-Length": String(Buffer.byteLength(texto)),
      },
    });
  };
}
