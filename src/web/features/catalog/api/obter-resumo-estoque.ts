import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResumoEstoque } from "@/shared/catalog/schemas";
import { api } from "@/web/lib/api";
import { produtosKeys } from "./keys";

/** The four cards of the Estoque page, counted on the server (GET /api/produtos/resumo). */
export function obterResumoEstoque(): Promise<ResumoEstoque> {
  return api<ResumoEstoque>("/api/produtos/resumo");
}

export function resumoEstoqueQueryOptions() {
  return queryOptions({ queryKey: produtosKeys.resumo(), queryFn: obterResumoEstoque });
}

export function useResumoEstoque() {
  return useQuery(resumoEstoqueQueryOptions());
}
