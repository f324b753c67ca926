import { queryOptions } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { caixaKeys } from "./keys";

/** GET /api/caixas/:id: a shift with its figures and who prints its closing. */
export function obterCaixa(id: string) {
  return resposta(api.caixas[":id"].$get({ param: { id } }));
}

/** Asked on each "Imprimir" of a past closing (the establishment's name may have changed). */
export function caixaQueryOptions(id: string) {
  return queryOptions({ queryKey: caixaKeys.caixa(id), queryFn: () => obterCaixa(id), staleTime: 0 });
}
