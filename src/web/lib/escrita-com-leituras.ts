import { hashKey, partialMatchKey, type Query, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { Evento, TipoEvento } from "@/shared/eventos/evento";
import {
  CABECALHO_COM_LEITURAS,
  CABECALHO_LEITURAS,
  CABECALHO_TRANSACOES,
  type ComLeituras,
  MAX_LEITURAS,
} from "@/shared/leituras/leituras";
import { respostaComCabecalhos } from "./api";
import { estaAoVivo, invalidar } from "./depois-da-acao";

/**
 * How a query is read again on a write's behalf (decision 170): the GET path that answers it now, or
 * null when it cannot be read that way; and, when the answer is not simply the new data, how to merge
 * it (a catalogue's changes since its version). `aplicar` throws when the merge is impossible: the
 * query is then refetched as before.
 */
export interface Leitura {
  caminho(atual: unknown): string | null;
  aplicar?(atual: unknown, lida: unknown): unknown;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { leitura?: Leitura };
  }
}

/** The `meta` of a query answered by one fixed GET path. */
export function lidaEm(caminho: string): { leitura: Leitura } {
  return { leitura: { caminho: () => caminho } };
}

/** What a notice makes stale (the live hook's own table, given by the app). */
type Afetadas = (tipo: TipoEvento, id: string | undefined) => QueryKey[];
let afetadasPor: Afetadas = () => [];

/** Called once by the app with the table its live notices use. */
export function definirAfetadas(afetadas: Afetadas): void {
  afetadasPor = afetadas;
}

/** Writes of this screen whose answers have not been applied yet. */
const emCurso = new Set<Promise<void>>();

/** Per transaction of a write of this screen: the queries (by hash) its answer brought. */
const lidasPorTransacao = new Map<string, ReadonlySet<string>>();
const TRANSACOES_LEMBRADAS = 100;

function lembrar(transacao: string, lidas: ReadonlySet<string>) {
  lidasPorTransacao.set(transacao, lidas);
  for (const antiga of lidasPorTransacao.keys()) {
    if (lidasPorTransacao.size <= TRANSACOES_LEMBRADAS) break;
    lidasPorTransacao.delete(antiga);
  }
}

/** A notice that arrives while a write of this screen is on its way waits for it, up to this long. */
const ESPERA_MAXIMA_MS = 3_000;

/**
 * For a live notice: waits for this screen's writes in flight, so that a notice of its own write that
 * arrives before the answer is known as such; then answers what that write's answer already brought
 * (empty for another device's notice, or after `ESPERA_MAXIMA_MS`: refetched as before).
 */
export async function lidasPeloAviso(evento: Evento): Promise<ReadonlySet<string>> {
  if (emCurso.size > 0) {
    let desistir = () => {};
    const limite = new Promise<void>((resolve) => {
      const id = setTimeout(resolve, ESPERA_MAXIMA_MS);
      desistir = () => clearTimeout(id);
    });
    await Promise.race([Promise.allSettled([...emCurso]), limite]);
    desistir();
  }
  return (evento.tx && lidasPorTransacao.get(evento.tx)) || new Set();
}

export interface Escrita<T> {
  /** The live notices the write publishes (what they make stale is what the answer may bring). */
  avisos: readonly Pick<Evento, "tipo" | "id">[];
  /** Sends the request with the given headers. */
  enviar(opcoes: { headers: Record<string, string> }): Promise<ClientResponse<T>>;
  /** The query whose data the route's own answer is (a tab's detail after a change to it): not read. */
  respostaEm?: QueryKey;
  /** What a creating write made, read by its answer's id into its key (a tab just opened). */
  criado?: { caminho: string; chave: (id: string) => QueryKey };
}

/**
 * A write that answers with what its screen shows (decision 170): the queries its notices make stale
 * that are on screen and can be read by a GET path are asked for with the write, and the answer's reads
 * go into the cache at once (`respostaEm` gets the answer itself). The write's own notices then leave
 * those alone and refetch only the rest (`lidasPeloAviso`); while the live stream is down, the rest is
 * invalidated here. A refused write throws, having changed nothing here: its caller refetches what the
 * refusal says moved.
 */
export async function escreverComLeituras<T>(
  queryClient: QueryClient,
  { avisos, enviar, respostaEm, criado }: Escrita<T>,
): Promise<T> {
  const chaves = avisos.flatMap(({ tipo, id }) => afetadasPor(tipo, id));
  const propria = respostaEm && hashKey(respostaEm);
  const naTela = new Map<string, Query>();
  for (const query of queryClient.getQueryCache().findAll({ type: "active" })) {
    const leitura = query.meta?.leitura;
    if (!leitura || query.queryHash === propria) continue;
    if (!chaves.some((chave) => partialMatchKey(query.queryKey, chave))) continue;
    const caminho = leitura.caminho(query.state.data);
    if (caminho) naTela.set(caminho, query);
  }
  const caminhos = [...(criado ? [criado.caminho] : []), ...naTela.keys()].slice(0, MAX_LEITURAS);
  const headers: Record<string, string> = caminhos.length ? { [CABECALHO_LEITURAS]: caminhos.join(" ") } : {};

  let terminar = () => {};
  const aplicada = new Promise<void>((resolve) => {
    terminar = resolve;
  });
  emCurso.add(aplicada);
  try {
    const { dados, cabecalhos } = await respostaComCabecalhos(enviar({ headers }));
    const { resposta, leituras }: ComLeituras<T> = cabecalhos.has(CABECALHO_COM_LEITURAS)
      ? (dados as ComLeituras<T>)
      : { resposta: dados, leituras: {} };
    const lidas = new Set<string>();
    for (const [caminho, query] of naTela) {
      if (!(caminho in leituras)) continue;
      const aplicar = query.meta?.leitura?.aplicar;
      try {
        const novo = aplicar ? aplicar(query.state.data, leituras[caminho]) : leituras[caminho];
        queryClient.setQueryData(query.queryKey, novo);
        lidas.add(query.queryHash);
      } catch {
        // Not mergeable: left for the notice (or the invalidation below) to refetch.
      }
    }
    if (respostaEm) {
      queryClient.setQueryData(respostaEm, resposta);
      lidas.add(hashKey(respostaEm));
    }
    const id = (resposta as { id?: unknown } | null)?.id;
    if (criado && typeof id === "string" && criado.caminho in leituras) {
      const chave = criado.chave(id);
      queryClient.setQueryData(chave, leituras[criado.caminho]);
      lidas.add(hashKey(chave));
    }
    for (const transacao of cabecalhos.get(CABECALHO_TRANSACOES)?.split(",") ?? []) lembrar(transacao, lidas);
    if (!estaAoVivo()) void invalidar(queryClient, chaves, lidas);
    return resposta;
  } finally {
    emCurso.delete(aplicada);
    terminar();
  }
}
