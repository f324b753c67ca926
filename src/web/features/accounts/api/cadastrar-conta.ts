import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CadastroDados } from "@/shared/accounts/schemas";
import { api, resposta } from "@/web/lib/api";
import { SESSAO_KEY } from "./obter-sessao";

/**
 * Creates the user, the profile and the session in one request; answers with the account (201). Sends
 * the parsed form: `cnpjCpf` is digits only by then.
 */
export function cadastrarConta(input: CadastroDados) {
  return resposta(api.contas.cadastro.$post({ json: input }));
}

export function useCadastrarConta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cadastrarConta,
    onSuccess: (eu) => queryClient.setQueryData(SESSAO_KEY, eu),
  });
}
