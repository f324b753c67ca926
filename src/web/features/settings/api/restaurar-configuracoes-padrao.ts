import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { guardarConfiguracoes } from "./editar-configuracoes";

/** POST /api/configuracoes/restaurar-padrao (decision 110: preferences and contact e-mail only). */
export function restaurarConfiguracoesPadrao() {
  return resposta(api.configuracoes["restaurar-padrao"].$post());
}

export function useRestaurarConfiguracoesPadrao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restaurarConfiguracoesPadrao,
    onSuccess: (c) => guardarConfiguracoes(queryClient, c),
  });
}
