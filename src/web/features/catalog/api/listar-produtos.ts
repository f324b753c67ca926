import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Produto } from "@/shared/catalog/schemas";
import { api } from "@/web/lib/api";
import { produtosKeys } from "./keys";

/** The account's active products, ordered by name (GET /api/produtos). */
export function listarProdutos(): Promise<Produto[]> {
  return api<Produto[]>("/api/produtos");
}

export function produtosQueryOptions() {
  return queryOptions({ queryKey: produtosKeys.lista(), queryFn: listarProdutos });
}

export function useProdutos() {
  return useQuery(produtosQueryOptions());
}
