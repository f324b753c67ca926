import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MesaDados } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { invalidar } from "@/web/lib/depois-da-acao";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { mesasEComandas } from "./keys";

/**
 * POST /api/mesas ("Nova Mesa"): created livre. §4: after creating a table the data is reloaded.
 * The answer brings the tables and tabs on screen (decision 170); a refusal refetches them.
 */
export function useCriarMesa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: MesaDados) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "mesa" }],
        enviar: (opcoes) => api.mesas.$post({ json: dados }, opcoes),
      }),
    onError: () => invalidar(queryClient, mesasEComandas()),
  });
}
