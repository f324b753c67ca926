import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NovaSenhaInput } from "@/shared/accounts/schemas";
import { api, resposta } from "@/web/lib/api";
import { SESSAO_KEY } from "./obter-sessao";

/**
 * First-access password change: the server clears primeiro_acesso, records senha_alterada_em, ends the
 * user's other sessions and answers with the updated account.
 */
export function alterarSenha(input: NovaSenhaInput) {
  return resposta(api.contas.senha.$post({ json: input }));
}

/** Stores the updated account before resolving, so the guard no longer sends the user to /trocar-senha. */
export function useAlterarSenha() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alterarSenha,
    onSuccess: (eu) => queryClient.setQueryData(SESSAO_KEY, eu),
  });
}
