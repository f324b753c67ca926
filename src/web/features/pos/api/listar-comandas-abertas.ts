import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { lidaEm } from "@/web/lib/escrita-com-leituras";
import { pdvKeys } from "./keys";

/** GET /api/comandas?status=aberta: only open tabs (§2.1), newest first, with their table and items. */
export function listarComandasAbertas() {
  return resposta(api.comandas.$get({ query: { status: "aberta" } }));
}

export function comandasAbertasQueryOptions() {
  return queryOptions({
    queryKey: pdvKeys.comandas(),
    queryFn: listarComandasAbertas,
    meta: lidaEm("/api/comandas?status=aberta"),
  });
}

/** `enabled: false` when the plan does not include tabs (decision 106): nothing is asked. */
export function useComandasAbertas({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...comandasAbertasQueryOptions(), enabled });
}
