import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Movimentacao, MovimentacoesFiltro } from "@/shared/stock/schemas";
import { api } from "@/web/lib/api";
import { movimentacoesKeys } from "./keys";

/** GET /api/movimentacoes: the latest 50 that match, newest first, each with its product. */
export function listarMovimentacoes(filtro: MovimentacoesFiltro): Promise<Movimentacao[]> {
  const params = new URLSearchParams();
  if (filtro.tipo) params.set("tipo", filtro.tipo);
  if (filtro.busca) params.set("busca", filtro.busca);
  const query = params.toString();
  return api<Movimentacao[]>(`/api/movimentacoes${query ? `?${query}` : ""}`);
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
