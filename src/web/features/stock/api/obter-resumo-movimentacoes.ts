import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResumoMovimentacoes } from "@/shared/stock/schemas";
import { api } from "@/web/lib/api";
import { movimentacoesKeys } from "./keys";

/** GET /api/movimentacoes/resumo: the five cards, summed in SQL over all of the account's movements. */
export function obterResumoMovimentacoes(): Promise<ResumoMovimentacoes> {
  return api<ResumoMovimentacoes>("/api/movimentacoes/resumo");
}

export function resumoMovimentacoesQueryOptions() {
  return queryOptions({ queryKey: movimentacoesKeys.resumo(), queryFn: obterResumoMovimentacoes });
}

export function useResumoMovimentacoes() {
  return useQuery(resumoMovimentacoesQueryOptions());
}
