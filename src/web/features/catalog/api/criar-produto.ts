import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Produto, ProdutoDados } from "@/shared/catalog/schemas";
import { api } from "@/web/lib/api";
import { invalidarEstoque } from "./keys";

/** POST /api/produtos with the parsed form (the server validates it again with the same schema). */
export function criarProduto(dados: ProdutoDados): Promise<Produto> {
  return api<Produto>("/api/produtos", { body: dados });
}

export function useCriarProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarProduto,
    onSuccess: () => invalidarEstoque(queryClient),
  });
}
