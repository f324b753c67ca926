import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProdutoUpdateInput } from "@/shared/catalog/schemas";
import { api, resposta } from "@/web/lib/api";
import { produtosKeys } from "./keys";
import { depoisDeMudarEstoque } from "./listar-produtos";

/** PUT /api/produtos/:id: every field but the current stock, which only movements change (decision 008). */
export function editarProduto({ id, dados }: { id: string; dados: ProdutoUpdateInput }) {
  return resposta(api.produtos[":id"].$put({ param: { id }, json: dados }));
}

export function useEditarProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editarProduto,
    onSuccess: (produto) => {
      queryClient.setQueryData(produtosKeys.detalhe(produto.id), produto);
      return depoisDeMudarEstoque(queryClient);
    },
  });
}
