import { queryOptions } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/** GET /api/vendas/:id: the sale and its printable note (a reprint prints what the first receipt did). */
export function obterVenda(id: string) {
  return resposta(api.vendas[":id"].$get({ param: { id } }));
}

/** Asked on each "Reimprimir" (the establishment's name may have changed). */
export function vendaQueryOptions(id: string) {
  return queryOptions({ queryKey: pdvKeys.venda(id), queryFn: () => obterVenda(id), staleTime: 0 });
}
