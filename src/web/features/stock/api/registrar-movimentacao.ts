import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MovimentacaoDados } from "@/shared/stock/schemas";
import { api, resposta } from "@/web/lib/api";
import { movimentacoesKeys } from "./keys";

/**
 * POST /api/movimentacoes: the movement and the stock change in one transaction on the server. The
 * browser never sends the new stock; it gets it back (`estoque_atual`).
 */
export function registrarMovimentacao(dados: MovimentacaoDados) {
  return resposta(api.movimentacoes.$post({ json: dados }));
}

/** Refreshes the history and the cards; the route refreshes the products (another feature's queries). */
export function useRegistrarMovimentacao({ onRegistrada }: { onRegistrada?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarMovimentacao,
    onSuccess: async () => {
      onRegistrada?.();
      await queryClient.invalidateQueries({ queryKey: movimentacoesKeys.all });
    },
  });
}
