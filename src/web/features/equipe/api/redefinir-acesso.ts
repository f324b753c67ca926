import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { equipeKeys } from "./keys";

/**
 * POST /api/equipe/:id/redefinir-acesso ("Reenviar acesso"): a new set-password link by e-mail, for an
 * invitation that got lost or a forgotten password.
 */
export function redefinirAcesso(id: string) {
  return resposta(api.equipe[":id"]["redefinir-acesso"].$post({ param: { id } }));
}

export function useRedefinirAcesso() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redefinirAcesso,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: equipeKeys.all }),
  });
}
