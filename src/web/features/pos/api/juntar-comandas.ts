import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JuntarComandasInput } from "@/shared/pos/transferencias";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { mostrarTransferencia } from "./keys";

/**
 * POST /api/comandas/:id/juntar: every line of this tab goes to `destino_id`; this one ends as juntada
 * and its table is freed. At the versions on screen of both tabs; the same key again answers as it is.
 * The answer brings what else it changed on screen (decision 170).
 */
export function useJuntarComandas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: JuntarComandasInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda", id }, { tipo: "comanda", id: dados.destino_id }, { tipo: "mesa" }],
        enviar: (opcoes) => api.comandas[":id"].juntar.$post({ param: { id }, json: dados }, opcoes),
      }),
    onSuccess: (resultado) => mostrarTransferencia(queryClient, resultado),
  });
}
