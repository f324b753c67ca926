import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Comanda } from "@/shared/schemas/pos";
import { api } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/** GET /api/comandas?status=aberta: only open tabs (§2.1), newest first, with their table and items. */
export function getComandasAbertas(): Promise<Comanda[]> {
  return api<Comanda[]>("/api/comandas?status=aberta");
}

export function comandasQueryOptions() {
  return queryOptions({ queryKey: pdvKeys.comandas(), queryFn: getComandasAbertas });
}

export function useComandasAbertas() {
  return useQuery(comandasQueryOptions());
}
