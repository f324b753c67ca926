import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TransferirItensInput } from "@/shared/pos/transferencias";
import { api, resposta } from "@/web/lib/api";
import { mostrarTransferencia } from "./keys";

/**
 * POST /api/comandas/:id/transferir-itens: units of this tab's lines go to `destino_id`, at the versions
 * on screen of both tabs (a stale one: 409 ComandaAlterada with that tab as it is now). The same
 * `chave_idempotencia` again moves nothing twice.
 */
export function transferirItens({ id, dados }: { id: string; dados: TransferirItensInput }) {
  return resposta(api.comandas[":id"]["transferir-itens"].$post({ param: { id }, json: dados }));
}

export function useTransferirItens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferirItens,
    onSuccess: (resultado) => mostrarTransferencia(queryClient, resultado),
  });
}
