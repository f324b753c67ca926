import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Produto } from "@/shared/catalog/schemas";
import { api, resposta } from "@/web/lib/api";
import type { CatalogoEmCache } from "../lib/catalogo-em-cache";
import { produtosKeys } from "./keys";

/** One active product (GET /api/produtos/:id); 404 when it does not exist or was deleted. */
export function obterProduto(id: string) {
  return resposta(api.produtos[":id"].$get({ param: { id } }));
}

export function produtoQueryOptions(id: string) {
  return queryOptions({ queryKey: produtosKeys.detalhe(id), queryFn: () => obterProduto(id) });
}

/**
 * The product, fresh from the server, starting from the row the list already has (so a dialog opens
 * at once and then shows the latest stock).
 */
export function useProduto(id: string | undefined, inicial?: Produto) {
  const queryClient = useQueryClient();
  const daLista = queryClient
    .getQueryData<CatalogoEmCache>(produtosKeys.lista())
    ?.produtos.find((p) => p.id === id);
  return useQuery({
    ...produtoQueryOptions(id ?? ""),
    enabled: Boolean(id),
    placeholderData: inicial ?? daLista,
  });
}
