import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { billingKeys } from "./keys";

/** GET /api/assinatura/pagamentos: the latest 5 charges, newest first. */
export function listarPagamentos() {
  return resposta(api.assinatura.pagamentos.$get());
}

export function pagamentosQueryOptions() {
  return queryOptions({ queryKey: billingKeys.pagamentos(), queryFn: listarPagamentos });
}

export function usePagamentos() {
  return useQuery(pagamentosQueryOptions());
}
