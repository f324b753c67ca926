import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProdutoDados } from "@/shared/catalog/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDeMudarEstoque } from "./listar-produtos";

/** POST /api/produtos with the parsed form (the server validates it again with the same schema). */
export function criarProduto(dados: ProdutoDados) {
  return resposta(api.produtos.$post({ json: dados }));
}

export function useCriarProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarProduto,
    onSuccess: () => depoisDeMudarEstoque(queryClient),
  });
}
