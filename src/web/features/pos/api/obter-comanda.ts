import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { lidaEm } from "@/web/lib/escrita-com-leituras";
import { pdvKeys } from "./keys";

/** GET /api/comandas/:id: the tab and its note (for an open tab, the bill so far). */
export function obterComanda(id: string) {
  return resposta(api.comandas[":id"].$get({ param: { id } }));
}

export function comandaQueryOptions(id: string) {
  return queryOptions({
    queryKey: pdvKeys.comanda(id),
    queryFn: () => obterComanda(id),
    staleTime: 5_000,
    meta: lidaEm(`/api/comandas/${encodeURIComponent(id)}`),
  });
}

/** The tab shown in "Detalhes da Comanda"; nothing is fetched while no tab is chosen. */
export function useComanda(id: string | null) {
  return useQuery({ ...comandaQueryOptions(id ?? ""), enabled: id !== null });
}
