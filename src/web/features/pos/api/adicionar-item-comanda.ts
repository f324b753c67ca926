import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ComandaComNota, ItemComandaInput } from "@/shared/pos/schemas";
import { api, resposta } from "@/web/lib/api";
import { invalidarMesasEComandas, pdvKeys } from "./keys";

/** POST /api/comandas/:id/itens: the price is the database's; the tab's totals are recomputed in SQL. */
export function adicionarItemComanda({ id, item }: { id: string; item: ItemComandaInput }) {
  return resposta(api.comandas[":id"].itens.$post({ param: { id }, json: item }));
}

export function useAdicionarItemComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adicionarItemComanda,
    onSuccess: (comanda) => {
      // The answer is the whole tab as the server now has it: show it at once.
      queryClient.setQueryData<ComandaComNota>(pdvKeys.comanda(comanda.id), (antes) =>
        antes ? { ...antes, comanda } : antes,
      );
    },
    onSettled: (_dados, _erro, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pdvKeys.comanda(id) }),
        invalidarMesasEComandas(queryClient),
      ]),
  });
}
