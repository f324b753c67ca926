import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TransferirItensInput } from "@/shared/pos/transferencias";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { mostrarTransferencia } from "./keys";

/**
 * POST /api/comandas/:id/transferir-itens: units of this tab's lines go to `destino_id`, at the versions
 * on screen of both tabs (a stale one: 409 ComandaAlterada with that tab as it is now). The same
 * `chave_idempotencia` again moves nothing twice.
 * The answer brings what else it changed on screen (decision 170).
 */
export function useTransferirItens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: TransferirItensInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda", id }, { tipo: "comanda", id: dados.destino_id }, { tipo: "mesa" }],
        enviar: (opcoes) =>
          api.comandas[":id"]["transferir-itens"].$post({ param: { id }, json: dados }, opcoes),
      }),
    onSuccess: (resultado) => mostrarTransferencia(queryClient, resultado),
  });
}
