import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MesaDados } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { invalidar } from "@/web/lib/depois-da-acao";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { mesasEComandas } from "./keys";

/**
 * PUT /api/mesas/:id ("Editar Mesa"): number, name, capacity, notes — never the status.
 * The answer brings the tables and tabs on screen (decision 170); a refusal refetches them.
 */
export function useEditarMesa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: MesaDados }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "mesa", id }],
        enviar: (opcoes) => api.mesas[":id"].$put({ param: { id }, json: dados }, opcoes),
      }),
    onError: () => invalidar(queryClient, mesasEComandas()),
  });
}
