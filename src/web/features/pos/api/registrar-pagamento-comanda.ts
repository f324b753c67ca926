import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PagamentoComandaInput } from "@/shared/pos/pagamentos";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { lerTerminal } from "@/web/lib/terminal";
import { pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/pagamentos: one payment of the tab (decision 152). The one that completes the
 * bill closes the tab in the same request, taking its items out of stock (a movement's notice comes
 * with it). With the device's till, whose open caixa takes it (161). The answer is the tab; it brings
 * what else the payment changed on screen (decision 170).
 */
export function useRegistrarPagamentoComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: PagamentoComandaInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda", id }, { tipo: "movimentacao" }],
        enviar: (opcoes) =>
          api.comandas[":id"].pagamentos.$post(
            { param: { id }, json: { ...dados, terminal: lerTerminal() } },
            opcoes,
          ),
        respostaEm: pdvKeys.comanda(id),
      }),
  });
}
