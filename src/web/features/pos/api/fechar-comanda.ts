import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ComandaComNota, FecharComandaInput } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { invalidarMesasEComandas, pdvKeys } from "./keys";

/** POST /api/comandas/:id/fechar: one transaction — fechada, table livre, stock deducted (decision 032). */
export function fecharComanda({
  id,
  dados,
}: {
  id: string;
  dados: FecharComandaInput;
}): Promise<ComandaComNota> {
  return api<ComandaComNota>(`/api/comandas/${encodeURIComponent(id)}/fechar`, { body: dados });
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
