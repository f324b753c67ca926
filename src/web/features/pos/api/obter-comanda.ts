import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ComandaComNota } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/** GET /api/comandas/:id: the tab and its note (for an open tab, the bill so far). */
export function obterComanda(id: string): Promise<ComandaComNota> {
  return api<ComandaComNota>(`/api/comandas/${encodeURIComponent(id)}`);
}

export function comandaQueryOptions(id: string) {
  return queryOptions({ queryKey: pdvKeys.comanda(id), queryFn: () => obterComanda(id), staleTime: 5_000 });
}

/** The tab shown in "Detalhes da Comanda"; nothing is fetched while no tab is chosen. */
export function useComanda(id: string | null) {
  return useQuery({ ...comandaQueryOptions(id ?? ""), enabled: id !== null });
}
