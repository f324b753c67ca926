import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ComandaComNota, ItensComandaInput } from "@/shared/pos/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaTentativa } from "@/web/lib/depois-da-acao";
import { mesasEComandas, pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/itens: an order of one or more lines, all added or none (decision 130). The
 * prices are the database's; the tab's totals are recomputed in SQL. 201 when added, 200 when the same
 * `chave_idempotencia` was already sent — either way the answer is the tab as it now is.
 */
export function adicionarItensComanda({ id, pedido }: { id: string; pedido: ItensComandaInput }) {
  return resposta(api.comandas[":id"].itens.$post({ param: { id }, json: pedido }));
}

export function useAdicionarItensComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adicionarItensComanda,
    onSuccess: (comanda) => {
      // The answer is the whole tab as the server now has it: show it at once.
      queryClient.setQueryData<ComandaComNota>(pdvKeys.comanda(comanda.id), (antes) =>
        antes ? { ...antes, comanda } : antes,
      );
    },
    onSettled: (_dados, erro, { id }) =>
      depoisDaTentativa(queryClient, [pdvKeys.comanda(id), ...mesasEComandas()], erro),
  });
}
