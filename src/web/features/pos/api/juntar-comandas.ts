import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { JuntarComandasInput } from "@/shared/pos/transferencias";
import { api, resposta } from "@/web/lib/api";
import { mostrarTransferencia } from "./keys";

/**
 * POST /api/comandas/:id/juntar: every line of this tab goes to `destino_id`; this one ends as juntada
 * and its table is freed. At the versions on screen of both tabs; the same key again answers as it is.
 */
export function juntarComandas({ id, dados }: { id: string; dados: JuntarComandasInput }) {
  return resposta(api.comandas[":id"].juntar.$post({ param: { id }, json: dados }));
}

export function useJuntarComandas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: juntarComandas,
    onSuccess: (resultado) => mostrarTransferencia(queryClient, resultado),
  });
}
