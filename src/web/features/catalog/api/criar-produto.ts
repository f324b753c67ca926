import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProdutoDados } from "@/shared/catalog/schemas";
import { api } from "@/web/lib/api";
import { escreverComLeituras } from "@/web/lib/escrita-com-leituras";

/**
 * POST /api/produtos with the parsed form (the server validates it again with the same schema); the
 * answer brings the catalogue's changes and what else the product changes on screen (decision 170).
 */
export function useCriarProduto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dados: ProdutoDados) =>
      escreverComLeituras(queryClient, {
        avisos: [{ tipo: "produto" }],
        enviar: (opcoes) => api.produtos.$post({ json: dados }, opcoes),
      }),
  });
}
