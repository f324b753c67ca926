import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";

export const SESSAO_KEY = ["sessao"] as const;

/** Signed out is an answer, not an error: the server answers 200 with null. */
export function obterSessao() {
  return resposta(api.contas.sessao.$get());
}

export function sessaoQueryOptions() {
  // Re-checked when the tab regains focus: a sign-out on another device shows up without a reload.
  return queryOptions({
    queryKey: SESSAO_KEY,
    queryFn: obterSessao,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** `data` is the account, or null when signed out; `isPending` while the first check runs. */
export function useSessao() {
  return useQuery(sessaoQueryOptions());
}
