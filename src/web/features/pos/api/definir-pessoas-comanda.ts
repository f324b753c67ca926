import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/pessoas: how many people the tab is for; the couvert follows (decision 151).
 * The answer brings what else it changed on screen (decision 170).
 */
export function useDefinirPessoasComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pessoas }: { id: string; pessoas: number }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda", id }],
        enviar: (opcoes) => api.comandas[":id"].pessoas.$post({ param: { id }, json: { pessoas } }, opcoes),
        respostaEm: pdvKeys.comanda(id),
      }),
  });
}
