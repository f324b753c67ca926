import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FecharComandaInput } from "@/shared/pos/schemas";
import { api, resposta } from "@/web/lib/api";
import { invalidarMesasEComandas, pdvKeys } from "./keys";

/** POST /api/comandas/:id/fechar: one transaction — fechada, table livre, stock deducted (decision 032). */
export function fecharComanda({ id, dados }: { id: string; dados: FecharComandaInput }) {
  return resposta(api.comandas[":id"].fechar.$post({ param: { id }, json: dados }));
}

export function useFecharComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fecharComanda,
    onSuccess: (resultado) => {
      queryClient.setQueryData(pdvKeys.comanda(resultado.comanda.id), resultado);
      return Promise.all([
        invalidarMesasEComandas(queryClient),
        queryClient.invalidateQueries({ queryKey: pdvKeys.comandasFechadas() }),
        queryClient.invalidateQueries({ queryKey: pdvKeys.resumo() }),
      ]);
    },
  });
}
