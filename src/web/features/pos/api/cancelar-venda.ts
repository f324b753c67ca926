import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelarVendaInput } from "@/shared/pos/correcoes";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { lerTerminal } from "@/web/lib/terminal";
import { pdvKeys } from "./keys";

/**
 * POST /api/vendas/:id/cancelar: stock back, reports without it, the sale kept as "Cancelada"; what was
 * paid through a caixa goes back through this device's till's open caixa (decision 163).
 */
export function cancelarVenda({ id, dados }: { id: string; dados: CancelarVendaInput }) {
  return resposta(
    api.vendas[":id"].cancelar.$post({ param: { id }, json: { ...dados, terminal: lerTerminal() } }),
  );
}

export function useCancelarVenda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarVenda,
    onSuccess: (resultado) => {
      queryClient.setQueryData(pdvKeys.venda(resultado.venda.id), resultado);
      return depoisDaAcao(queryClient, [pdvKeys.vendas(), pdvKeys.resumo()]);
    },
  });
}
