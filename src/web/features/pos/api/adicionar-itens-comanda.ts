import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ItensComandaInput } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { invalidar } from "@/web/lib/depois-da-acao";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { mesasEComandas, pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/itens: an order of one or more lines, all added or none (decision 130). The
 * prices are the database's; the tab's totals are recomputed in SQL. 201 when added, 200 when the same
 * `chave_idempotencia` was already sent. The answer brings the tab's detail and the lists on screen
 * (decision 170).
 */
export function useAdicionarItensComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pedido }: { id: string; pedido: ItensComandaInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda", id }],
        enviar: (opcoes) => api.comandas[":id"].itens.$post({ param: { id }, json: pedido }, opcoes),
      }),
    onError: (_erro, { id }) => invalidar(queryClient, [pdvKeys.comanda(id), ...mesasEComandas()]),
  });
}
