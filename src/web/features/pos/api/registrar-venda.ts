import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VendaInput } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { lerTerminal } from "@/web/lib/terminal";

/**
 * POST /api/vendas: one request, one transaction (decision 030). 201 for a new sale, 200 with the first
 * sale when the same `chave_idempotencia` is sent again — either way the answer is `{ venda, nota }`.
 * It carries the device's till, whose open caixa takes the payments (decision 161), and brings back
 * what the sale changed on this screen: the cards, the caixa, the stock and the bell (decision 170).
 */
export function useRegistrarVenda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corpo: VendaInput) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "venda" }, { tipo: "movimentacao" }],
        enviar: (opcoes) => api.vendas.$post({ json: { ...corpo, terminal: lerTerminal() } }, opcoes),
      }),
  });
}
