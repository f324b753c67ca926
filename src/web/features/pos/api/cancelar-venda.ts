import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelarVendaInput } from "@/shared/pos/correcoes";
import { api, resposta } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/** POST /api/vendas/:id/cancelar: stock back, reports without it, the sale kept as "Cancelada". */
export function cancelarVenda({ id, dados }: { id: string; dados: CancelarVendaInput }) {
  return resposta(api.vendas[":id"].cancelar.$post({ param: { id }, json: dados }));
}

export function useCancelarVenda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarVenda,
    onSuccess: (resultado) => {
      queryClient.setQueryData(pdvKeys.venda(resultado.venda.id), resultado);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: pdvKeys.vendas() }),
        queryClient.invalidateQueries({ queryKey: pdvKeys.resumo() }),
      ]);
    },
  });
}
