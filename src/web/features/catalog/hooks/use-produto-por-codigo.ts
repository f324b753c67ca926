import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { Produto } from "@/shared/catalog/schemas";
import { ApiError } from "@/web/lib/api";
import { toast } from "@/web/lib/toast";
import { produtoPorCodigoQueryOptions } from "../api/buscar-produto-por-codigo";

export const MENSAGEM_CODIGO_NAO_ENCONTRADO =
  "Produto não encontrado: Nenhum produto encontrado com o código de barras";

/**
 * What a scanned code means on the Estoque page: ask the server for the active product with that code;
 * found → "Produto encontrado!" and `onFound`; not found → the §8 message; anything else → "Erro ao
 * processar código de barras".
 */
export function useProdutoPorCodigo(onFound: (produto: Produto) => void) {
  const queryClient = useQueryClient();
  return useCallback(
    async (codigo: string) => {
      try {
        const produto = await queryClient.fetchQuery(produtoPorCodigoQueryOptions(codigo));
        toast.success("Produto encontrado!", { description: produto.nome });
        onFound(produto);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return;
        if (error instanceof ApiError && error.status === 404) {
          toast.error(MENSAGEM_CODIGO_NAO_ENCONTRADO, { description: codigo });
        } else {
          toast.error("Erro ao processar código de barras");
        }
      }
    },
    [queryClient, onFound],
  );
}
