import { queryOptions, useQuery } from "@tanstack/react-query";
import { obterSessao } from "./ler-sessao";

export const SESSAO_KEY = ["sessao"] as const;

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
