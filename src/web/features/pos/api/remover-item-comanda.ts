import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RemoverItemComandaInput } from "@/shared/pos/correcoes";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/itens/:itemId/remover: fewer units of a line, or none, with a reason.
 * The answer brings what else it changed on screen (decision 170).
 */
export function useRemoverItemComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, itemId, dados }: { id: string; itemId: string; dados: RemoverItemComandaInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda", id }],
        enviar: (opcoes) =>
          api.comandas[":id"].itens[":itemId"].remover.$post({ param: { id, itemId }, json: dados }, opcoes),
        respostaEm: pdvKeys.comanda(id),
      }),
  });
}
