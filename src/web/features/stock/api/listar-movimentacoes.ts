import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MovimentacoesFiltro } from "@/shared/stock/schemas";
import { api, resposta } from "@/web/lib/api";
import { movimentacoesKeys } from "./keys";

/** GET /api/movimentacoes: the latest 50 that match, newest first, each with its product. */
export function listarMovimentacoes({ tipo, busca }: MovimentacoesFiltro) {
  // An empty filter is no filter: it stays out of the URL.
  return resposta(api.movimentacoes.$get({ query: { tipo: tipo || undefined, busca: busca || undefined } }));
}

export function movimentacoesQueryOptions(filtro: MovimentacoesFiltro) {
  return queryOptions({
    queryKey: movimentacoesKeys.lista(filtro),
    queryFn: () => listarMovimentacoes(filtro),
    // While a new search loads, the previous rows stay on screen instead of a blank list.
    placeholderData: keepPreviousData,
  });
}

export function useMovimentacoes(filtro: MovimentacoesFiltro) {
  return useQuery(movimentacoesQueryOptions(filtro));
}
