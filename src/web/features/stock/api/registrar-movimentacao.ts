import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MovimentacaoDados } from "@/shared/stock/schemas";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";

/**
 * POST /api/movimentacoes: the movement and the stock change in one transaction on the server. The
 * browser never sends the new stock; it gets it back (`estoque_atual`), with what the movement changed
 * on screen: the history, the cards, the products and the bell (decision 170).
 */
export function useRegistrarMovimentacao() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: MovimentacaoDados) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "movimentacao" }],
        enviar: (opcoes) => api.movimentacoes.$post({ json: dados }, opcoes),
      }),
  });
}
