import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AbrirCaixaInput } from "@/shared/caixa/schemas";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";

/**
 * POST /api/caixas: "Abrir Caixa" on a till, with its float; a retry with the key answers the same caixa.
 * The answer brings the caixas on screen (decision 170).
 */
export function useAbrirCaixa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: AbrirCaixaInput) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "caixa" }],
        enviar: (opcoes) => api.caixas.$post({ json: dados }, opcoes),
      }),
  });
}
