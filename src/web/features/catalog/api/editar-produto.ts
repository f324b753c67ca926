import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Produto, ProdutoUpdateDados } from "@/shared/catalog/schemas";
import { api } from "@/web/lib/api";
import { invalidarEstoque, produtosKeys } from "./keys";

/** PUT /api/produtos/:id: every field but the current stock, which only movements change (decision 008). */
export function editarProduto({ id, dados }: { id: string; dados: ProdutoUpdateDados }): Promise<Produto> {
  return api<Produto>(`/api/produtos/${encodeURIComponent(id)}`, { method: "PUT", body: dados });
}

export function useEditarProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editarProduto,
    onSuccess: (produto) => {
      queryClient.setQueryData(produtosKeys.detalhe(produto.id), produto);
      return invalidarEstoque(queryClient);
    },
  });
}
