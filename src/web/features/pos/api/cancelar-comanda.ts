import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelarComandaInput } from "@/shared/pos/correcoes";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { lerTerminal } from "@/web/lib/terminal";
import { pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/cancelar: an open tab (empty or not) frees its table; a closed one gives its
 * stock back and leaves the reports. At a stale version: 409 ComandaAlterada with the tab as it is now.
 * What was paid through a caixa goes back through this device's till's open caixa (decision 163).
 * The answer brings what else it changed on screen (decision 170).
 */
export function useCancelarComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: CancelarComandaInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda", id }, { tipo: "movimentacao" }],
        enviar: (opcoes) =>
          api.comandas[":id"].cancelar.$post(
            { param: { id }, json: { ...dados, terminal: lerTerminal() } },
            opcoes,
          ),
        respostaEm: pdvKeys.comanda(id),
      }),
  });
}
