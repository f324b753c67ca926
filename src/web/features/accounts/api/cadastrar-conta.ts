import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { CadastroInput } from "@/shared/accounts/schemas";
import { api } from "@/web/lib/api";
import { type Eu, SESSAO_KEY } from "./obter-sessao";

/** The parsed form: `cnpjCpf` is digits only by then. */
export type CadastroValues = z.output<typeof CadastroInput>;

/** Creates the user, the profile and the session in one request; answers with the account (201). */
export function cadastrarConta(input: CadastroValues) {
  return api<Eu>("/api/contas/cadastro", { body: input });
}

export function useCadastrarConta() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cadastrarConta,
    onSuccess: (eu) => queryClient.setQueryData(SESSAO_KEY, eu),
  });
}
