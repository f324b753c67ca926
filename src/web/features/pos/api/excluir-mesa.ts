import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { invalidar } from "@/web/lib/depois-da-acao";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { mesasEComandas } from "./keys";

/**
 * DELETE /api/mesas/:id: refused (409 MesaComComandaAberta) while a tab is open on it. §4: after
 * deleting a table the data is reloaded.
 * The answer brings the tables and tabs on screen (decision 170); a refusal refetches them.
 */
export function useExcluirMesa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "mesa", id }],
        enviar: (opcoes) => api.mesas[":id"].$delete({ param: { id } }, opcoes),
      }),
    onError: () => invalidar(queryClient, mesasEComandas()),
  });
}
