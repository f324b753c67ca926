import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { PeriodoRelatorio } from "@/shared/reports/schemas";
import { api, resposta } from "@/web/lib/api";
import { relatoriosKeys } from "./keys";

/** GET /api/relatorios?periodo=30dias: the period's figures, computed in SQL (the browser gets no sale rows). */
export function obterRelatorio(periodo: PeriodoRelatorio) {
  return resposta(api.relatorios.$get({ query: { periodo } }));
}

export function relatorioQueryOptions(periodo: PeriodoRelatorio) {
  return queryOptions({
    queryKey: relatoriosKeys.periodo(periodo),
    queryFn: () => obterRelatorio(periodo),
    // Sales are made on another screen: coming back here always asks again (the cached figures show meanwhile).
    staleTime: 0,
    // Switching periods keeps the previous figures on screen (dimmed) instead of a blank page.
    placeholderData: keepPreviousData,
  });
}

export function useRelatorio(periodo: PeriodoRelatorio) {
  return useQuery(relatorioQueryOptions(periodo));
}
