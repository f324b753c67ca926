import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { lidaEm } from "@/web/lib/escrita-com-leituras";
import { produtosKeys } from "./keys";

/** Open low-stock alerts and products about to expire (GET /api/alertas, decision 113). */
export function obterAlertas() {
  return resposta(api.alertas.$get());
}

export function alertasQueryOptions() {
  return queryOptions({
    queryKey: produtosKeys.alertas(),
    queryFn: obterAlertas,
    meta: lidaEm("/api/alertas"),
    // Sales on another till change the list too.
    refetchInterval: 60_000,
  });
}

export function useAlertas() {
  return useQuery(alertasQueryOptions());
}
