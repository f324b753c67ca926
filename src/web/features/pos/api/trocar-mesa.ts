import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TrocarMesaInput } from "@/shared/pos/transferencias";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { mesasEComandas, pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/trocar-mesa: the open tab to a free table, or to the counter (`mesa_id: null`,
 * with the customer's name when the tab has none). The old table is freed in the same transaction.
 */
export function trocarMesa({ id, dados }: { id: string; dados: TrocarMesaInput }) {
  return resposta(api.comandas[":id"]["trocar-mesa"].$post({ param: { id }, json: dados }));
}

export function useTrocarMesa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: trocarMesa,
    onSuccess: (resultado) => {
      queryClient.setQueryData(pdvKeys.comanda(resultado.comanda.id), resultado);
      return depoisDaAcao(queryClient, mesasEComandas());
    },
  });
}
