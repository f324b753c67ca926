import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Comanda } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/** GET /api/comandas?status=aberta: only open tabs (§2.1), newest first, with their table and items. */
export function listarComandasAbertas(): Promise<Comanda[]> {
  return api<Comanda[]>("/api/comandas?status=aberta");
}

export function comandasAbertasQueryOptions() {
  return queryOptions({ queryKey: pdvKeys.comandas(), queryFn: listarComandasAbertas });
}

export function useComandasAbertas() {
  return useQuery(comandasAbertasQueryOptions());
}
