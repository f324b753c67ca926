import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProdutoUpdateInput } from "@/shared/catalog/schemas";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import { produtosKeys } from "./keys";

/**
 * PUT /api/produtos/:id: every field but the current stock, which only movements change (decision 008).
 * The answer is the product; it brings what else the change shows on screen (decision 170).
 */
export function useEditarProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dados }: { id: string; dados: ProdutoUpdateInput }) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "produto", id }],
        enviar: (opcoes) => api.produtos[":id"].$put({ param: { id }, json: dados }, opcoes),
        respostaEm: produtosKeys.detalhe(id),
      }),
  });
}
