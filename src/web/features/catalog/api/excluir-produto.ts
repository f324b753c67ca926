import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/web/lib/api";
import { invalidar } from "@/web/lib/depois-da-acao";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";
import type { CatalogoEmCache } from "../lib/catalogo-em-cache";
import { produtosKeys } from "./keys";

/**
 * DELETE /api/produtos/:id: a soft delete; the product leaves every list, its history stays. Optimistic:
 * the row leaves the list at once and comes back if the server refuses; the answer brings what the
 * removal changes on screen (decision 170).
 */
export function useExcluirProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "produto", id }],
        enviar: (opcoes) => api.produtos[":id"].$delete({ param: { id } }, opcoes),
      }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: produtosKeys.lista() });
      const antes = queryClient.getQueryData<CatalogoEmCache>(produtosKeys.lista());
      queryClient.setQueryData<CatalogoEmCache>(
        produtosKeys.lista(),
        (atual) => atual && { ...atual, produtos: atual.produtos.filter((p) => p.id !== id) },
      );
      return { antes };
    },
    onError: (_error, _id, contexto) => {
      if (contexto?.antes) queryClient.setQueryData(produtosKeys.lista(), contexto.antes);
      return invalidar(queryClient, [produtosKeys.all]);
    },
  });
}
