import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Configuracoes, ConfiguracoesInput } from "@/shared/settings/schemas";
import { api, resposta } from "@/web/lib/api";
import { configuracoesKeys } from "./keys";

/** PUT /api/configuracoes: the whole form; the server also renames the profile (user menu, receipts). */
export function editarConfiguracoes(dados: ConfiguracoesInput) {
  return resposta(api.configuracoes.$put({ json: dados }));
}

/** Keeps the cached row in step with what the server answered (save, restore, import). */
export function guardarConfiguracoes(queryClient: ReturnType<typeof useQueryClient>, c: Configuracoes) {
  queryClient.setQueryData(configuracoesKeys.all, { configuracoes: c, criada: false });
}

export function useEditarConfiguracoes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editarConfiguracoes,
    onSuccess: (c) => guardarConfiguracoes(queryClient, c),
  });
}
