import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FecharCaixaInput } from "@/shared/caixa/schemas";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { caixaKeys } from "./keys";

/**
 * POST /api/caixas/:id/fechar: the counted amounts and notes; the answer is the closing to print.
 * The answer is the closed caixa; it brings the other caixas on screen (decision 170).
 */
export function useFecharCaixa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: FecharCaixaInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "caixa" }],
        enviar: (opcoes) => api.caixas[":id"].fechar.$post({ param: { id }, json: dados }, opcoes),
        respostaEm: caixaKeys.caixa(id),
      }),
  });
}
