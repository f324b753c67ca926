import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelarVendaInput } from "@/shared/pos/correcoes";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { lerTerminal } from "@/web/lib/terminal";
import { pdvKeys } from "./keys";

/**
 * POST /api/vendas/:id/cancelar: stock back, reports without it, the sale kept as "Cancelada"; what was
 * paid through a caixa goes back through this device's till's open caixa (decision 163).
 * The answer brings what else it changed on screen (decision 170).
 */
export function useCancelarVenda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: CancelarVendaInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "venda", id }, { tipo: "movimentacao" }],
        enviar: (opcoes) =>
          api.vendas[":id"].cancelar.$post(
            { param: { id }, json: { ...dados, terminal: lerTerminal() } },
            opcoes,
          ),
        respostaEm: pdvKeys.venda(id),
      }),
  });
}
