import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MovimentacaoDados, MovimentacaoRegistrada } from "@/shared/stock/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { movimentacoesKeys } from "./keys";

/**
 * POST /api/movimentacoes: the movement and the stock change in one transaction on the server. The
 * browser never sends the new stock; it gets it back (`estoque_atual`).
 */
export function registrarMovimentacao(dados: MovimentacaoDados) {
  return resposta(api.movimentacoes.$post({ json: dados }));
}

/**
 * Refreshes the history and the cards; the route puts the answer's new stock on the products (another
 * feature's queries) and refreshes them.
 */
export function useRegistrarMovimentacao({
  onRegistrada,
}: {
  onRegistrada?: (registrada: MovimentacaoRegistrada) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarMovimentacao,
    onSuccess: async (registrada) => {
      onRegistrada?.(registrada);
      await depoisDaAcao(queryClient, [movimentacoesKeys.all]);
    },
  });
}
