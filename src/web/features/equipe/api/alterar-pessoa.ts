import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AlterarPessoaInput } from "@/shared/equipe/schemas";
import { api, resposta } from "@/web/lib/api";
import { equipeKeys } from "./keys";

/**
 * PATCH /api/equipe/:id: the person's function, or `ativo: false` / `true` to disable it (its sessions end
 * at once, on the server) or enable it again.
 */
export function alterarPessoa({ id, dados }: { id: string; dados: AlterarPessoaInput }) {
  return resposta(api.equipe[":id"].$patch({ param: { id }, json: dados }));
}

export function useAlterarPessoa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: alterarPessoa,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipeKeys.all }),
  });
}
