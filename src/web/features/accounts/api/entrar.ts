import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@/shared/accounts/schemas";
import { chamarAuth } from "@/web/lib/api";
import { sessaoQueryOptions } from "./obter-sessao";

export function entrar(input: LoginInput) {
  return chamarAuth("/sign-in/email", { email: input.email, password: input.password });
}

/**
 * Signs in, then loads the account before resolving, so the route guard never sees the stale
 * "signed out" answer and bounces the user back to /login.
 */
export function useEntrar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: entrar,
    onSuccess: () => queryClient.fetchQuery({ ...sessaoQueryOptions(), staleTime: 0 }),
  });
}
