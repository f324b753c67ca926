import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { produtosKeys } from "./keys";

/** The four cards of the Estoque page, counted on the server (GET /api/produtos/resumo). */
export function obterResumoEstoque() {
  return resposta(api.produtos.resumo.$get());
}

export function resumoEstoqueQueryOptions() {
  return queryOptions({ queryKey: produtosKeys.resumo(), queryFn: obterResumoEstoque });
}

export function useResumoEstoque() {
  return useQuery(resumoEstoqueQueryOptions());
}
