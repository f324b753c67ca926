import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { adminKeys } from "./keys";

/** GET /api/admin/contas?busca=&pagina= */
export function listarContas(busca: string, pagina: number) {
  return resposta(api.admin.contas.$get({ query: { busca, pagina: String(pagina) } }));
}

export function contasQueryOptions(busca: string, pagina: number) {
  return queryOptions({
    queryKey: adminKeys.contas(busca, pagina),
    queryFn: () => listarContas(busca, pagina),
    placeholderData: keepPreviousData,
  });
}

export function useContas(busca: string, pagina: number) {
  return useQuery(contasQueryOptions(busca, pagina));
}
