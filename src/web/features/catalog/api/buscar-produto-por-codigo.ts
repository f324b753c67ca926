import { queryOptions } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { produtosKeys } from "./keys";

/** GET /api/produtos/codigo-barras/:codigo: the active product with this code, or a 404. */
export function buscarProdutoPorCodigo(codigo: string) {
  // The client puts params into the path as they are: a code is what a person typed or a scanner read.
  return resposta(
    api.produtos["codigo-barras"][":codigo"].$get({ param: { codigo: encodeURIComponent(codigo) } }),
  );
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
