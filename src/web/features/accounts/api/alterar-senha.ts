import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NovaSenhaInput } from "@/shared/accounts/schemas";
import { api } from "@/web/lib/api";
import { type Eu, SESSAO_KEY } from "./obter-sessao";

/**
 * First-access password change: the server clears primeiro_acesso, records senha_alterada_em, ends the
 * user's other sessions and answers with the updated account.
 */
export function alterarSenha(input: NovaSenhaInput) {
  return api<Eu>("/api/contas/senha", { body: input });
}

/** Stores the updated account before resolving, so the guard no longer sends the user to /trocar-senha. */
export function useAlterarSenha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alterarSenha,
    onSuccess: (eu) => queryClient.setQueryData(SESSAO_KEY, eu),
  });
}
