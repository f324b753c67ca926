import { queryOptions } from "@tanstack/react-query";
import type { Produto } from "@/shared/catalog/schemas";
import { api } from "@/web/lib/api";
import { produtosKeys } from "./keys";

/** GET /api/produtos/codigo-barras/:codigo: the active product with this code, or a 404. */
export function buscarProdutoPorCodigo(codigo: string): Promise<Produto> {
  return api<Produto>(`/api/produtos/codigo-barras/${encodeURIComponent(codigo)}`);
}

/** Never cached: a scan asks the server every time (the product may have just been created). */
export function produtoPorCodigoQueryOptions(codigo: string) {
  return queryOptions({
    queryKey: produtosKeys.codigo(codigo),
    queryFn: () => buscarProdutoPorCodigo(codigo),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
