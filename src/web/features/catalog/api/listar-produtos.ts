import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import type { Catalogo, EstoqueAtualizado } from "@/shared/catalog/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import {
  aplicarEstoque,
  type CatalogoEmCache,
  MesclaImpossivel,
  mesclarCatalogo,
} from "../lib/catalogo-em-cache";
import { produtosKeys } from "./keys";

/**
 * The account's active products, ordered by name (GET /api/produtos): all of them, or with `desde` the
 * ones changed since that version and the ones removed (decision 144).
 */
export function lerCatalogo(desde?: string) {
  return resposta(api.produtos.$get({ query: desde === undefined ? {} : { desde } }));
}

/**
 * Fetches the catalogue (decision 146): the first time whole, then only what changed since the cached
 * version, merged into the cache. Any failure of that path (a refused merge, an answer that cannot be
 * read) falls back to the whole list, so a stale cache is never taken for a current one.
 */
export async function carregarCatalogo(
  atual: CatalogoEmCache | undefined,
  ler: (desde?: string) => Promise<Catalogo> = lerCatalogo,
): Promise<CatalogoEmCache> {
  if (atual) {
    try {
      return mesclarCatalogo(atual, await ler(atual.versao));
    } catch (error) {
      if (!(error instanceof MesclaImpossivel)) throw error;
    }
  }
  return mesclarCatalogo(undefined, await ler());
}

export function produtosQueryOptions() {
  return queryOptions({
    queryKey: produtosKeys.lista(),
    queryFn: ({ client }) => carregarCatalogo(client.getQueryData<CatalogoEmCache>(produtosKeys.lista())),
  });
}

/** The products, as every screen that lists or picks them uses them. */
export function useProdutos() {
  return useQuery({ ...produtosQueryOptions(), select: (catalogo) => catalogo.produtos });
}

/**
 * This screen changed products or their stock (a product saved, a movement registered, a sale, a tab
 * closed). The new stock the answer carries, if any, goes on the list at once (decision 145); then
 * whatever is on screen is refetched — by the write's own notice while the live stream is up (decision
 * 167) — the list asking only for the changes since its version (decision 146). Exported for the routes
 * that compose other features with this one.
 */
export function depoisDeMudarEstoque(queryClient: QueryClient, estoque: readonly EstoqueAtualizado[] = []) {
  queryClient.setQueryData<CatalogoEmCache>(produtosKeys.lista(), (atual) => aplicarEstoque(atual, estoque));
  return depoisDaAcao(queryClient, [produtosKeys.all]);
}
