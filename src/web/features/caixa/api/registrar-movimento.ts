import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MovimentoCaixaInput } from "@/shared/caixa/schemas";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";

/**
 * POST /api/caixas/:id/movimentos: a sangria or a suprimento, with its reason.
 * The answer brings the caixas on screen (decision 170).
 */
export function useRegistrarMovimento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: MovimentoCaixaInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "caixa" }],
        enviar: (opcoes) => api.caixas[":id"].movimentos.$post({ param: { id }, json: dados }, opcoes),
      }),
  });
}
