import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TrocarMesaInput } from "@/shared/pos/transferencias";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/trocar-mesa: the open tab to a free table, or to the counter (`mesa_id: null`,
 * with the customer's name when the tab has none). The old table is freed in the same transaction.
 * The answer brings what else it changed on screen (decision 170).
 */
export function useTrocarMesa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: TrocarMesaInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda", id }, { tipo: "mesa" }],
        enviar: (opcoes) => api.comandas[":id"]["trocar-mesa"].$post({ param: { id }, json: dados }, opcoes),
        respostaEm: pdvKeys.comanda(id),
      }),
  });
}
