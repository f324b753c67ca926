import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ConvidarPessoaInput } from "@/shared/equipe/schemas";
import { api, resposta } from "@/web/lib/api";
import { equipeKeys } from "./keys";

/** POST /api/equipe: creates the person and e-mails the link where it chooses its password. */
export function convidarPessoa(dados: ConvidarPessoaInput) {
  return resposta(api.equipe.$post({ json: dados }));
}

export function useConvidarPessoa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convidarPessoa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipeKeys.all }),
  });
}
