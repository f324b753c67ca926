import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { depoisDaTentativa } from "@/web/lib/depois-da-acao";
import type { CatalogoEmCache } from "../lib/catalogo-em-cache";
import { produtosKeys } from "./keys";

/** DELETE /api/produtos/:id: a soft delete; the product leaves every list, its history stays. */
export function excluirProduto(id: string) {
  return resposta(api.produtos[":id"].$delete({ param: { id } }));
}

/** Optimistic: the row leaves the list at once and comes back if the server refuses. */
export function useExcluirProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirProduto,
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
    },
    onSettled: (_dados, erro) => depoisDaTentativa(queryClient, [produtosKeys.all], erro),
  });
}
