import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MovimentacoesFiltro } from "@/shared/stock/schemas";
import { api, resposta } from "@/web/lib/api";
import { lidaEm } from "@/web/lib/escrita-com-leituras";
import { movimentacoesKeys } from "./keys";

/** GET /api/movimentacoes: the latest 50 that match, newest first, each with its product. */
export function listarMovimentacoes(filtro: MovimentacoesFiltro) {
  return resposta(api.movimentacoes.$get({ query: consultaDoFiltro(filtro) }));
}

/** An empty filter is no filter: it stays out of the URL. */
function consultaDoFiltro({ tipo, busca }: MovimentacoesFiltro) {
  return { tipo: tipo || undefined, busca: busca || undefined };
}

/** The same list as a GET path, for a write to read it on this screen's behalf (decision 170). */
function caminhoDaLista(filtro: MovimentacoesFiltro) {
  const consulta = new URLSearchParams();
  for (const [campo, valor] of Object.entries(consultaDoFiltro(filtro)))
    if (valor) consulta.set(campo, valor);
  return consulta.size ? `/api/movimentacoes?${consulta}` : "/api/movimentacoes";
}

export function movimentacoesQueryOptions(filtro: MovimentacoesFiltro) {
  return queryOptions({
    queryKey: movimentacoesKeys.lista(filtro),
    queryFn: () => listarMovimentacoes(filtro),
    meta: lidaEm(caminhoDaLista(filtro)),
    // While a new search loads, the previous rows stay on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export function useMovimentacoes(filtro: MovimentacoesFiltro) {
  return useQuery(movimentacoesQueryOptions(filtro));
}
