import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { produtosKeys } from "./keys";

/** The account's active products, ordered by name (GET /api/produtos). */
export function listarProdutos() {
  return resposta(api.produtos.$get());
}

export function produtosQueryOptions() {
  return queryOptions({ queryKey: produtosKeys.lista(), queryFn: listarProdutos });
}

export function useProdutos() {
  return useQuery(produtosQueryOptions());
}
