import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AjustarContaInput } from "@/shared/pos/pagamentos";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/conta: the discount, and the service charge or couvert removed or charged again
 * (decisions 150–152). A bill that what was paid now covers closes the tab.
 * The answer brings what else it changed on screen (decision 170).
 */
export function useAjustarContaComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: AjustarContaInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda", id }, { tipo: "movimentacao" }],
        enviar: (opcoes) => api.comandas[":id"].conta.$post({ param: { id }, json: dados }, opcoes),
        respostaEm: pdvKeys.comanda(id),
      }),
  });
}
