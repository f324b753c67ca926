import { queryOptions, useQuery } from "@tanstack/react-query";
import type { EuResponse } from "@/shared/schemas/accounts";
import { api } from "@/web/lib/api";

/** The signed-in account, as GET /api/contas/sessao answers it. */
export type Eu = EuResponse;

export const SESSAO_KEY = ["sessao"] as const;

/** Signed out is an answer, not an error: the server answers 200 with null. */
export function getSession(): Promise<Eu | null> {
  return api<Eu | null>("/api/contas/sessao");
}

export function sessionQueryOptions() {
  // Re-checked when the tab regains focus: a sign-out on another device shows up without a reload.
  return queryOptions({
    queryKey: SESSAO_KEY,
    queryFn: getSession,
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
}

/** `data` is the account, or null when signed out; `isPending` while the first check runs. */
export function useSession() {
  return useQuery(sessionQueryOptions());
}
