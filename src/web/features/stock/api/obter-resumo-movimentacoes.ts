import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { lidaEm } from "@/web/lib/escrita-com-leituras";
import { movimentacoesKeys } from "./keys";

/** GET /api/movimentacoes/resumo: the five cards, summed in SQL over all of the account's movements. */
export function obterResumoMovimentacoes() {
  return resposta(api.movimentacoes.resumo.$get());
}

export function resumoMovimentacoesQueryOptions() {
  return queryOptions({
    queryKey: movimentacoesKeys.resumo(),
    queryFn: obterResumoMovimentacoes,
    meta: lidaEm("/api/movimentacoes/resumo"),
  });
}

export function useResumoMovimentacoes() {
  return useQuery(resumoMovimentacoesQueryOptions());
}
