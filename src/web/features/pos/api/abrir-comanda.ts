import { useMutation, useQueryClient } from "@tanstack/react-query";
import { MARCA_ID_CRIADO } from "@/shared/leituras/leituras";
import type { AbrirComandaInput } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { invalidarMesasEComandas, pdvKeys } from "./keys";

/**
 * POST /api/comandas ("Abrir Comanda"): the number is the server's; the table becomes ocupada. The
 * answer brings the lists on screen and the new tab's detail, which its dialog opens on (decision 170).
 */
export function useAbrirComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: AbrirComandaInput) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "comanda" }],
        enviar: (opcoes) => api.comandas.$post({ json: dados }, opcoes),
        criado: { caminho: `/api/comandas/${MARCA_ID_CRIADO}`, chave: pdvKeys.comanda },
      }),
    // A refusal (the table taken meanwhile) commits nothing: what moved is refetched now.
    onError: () => invalidarMesasEComandas(queryClient),
  });
}
