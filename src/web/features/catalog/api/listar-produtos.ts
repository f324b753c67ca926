import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Catalogo } from "@/shared/catalog/schemas";
import { api, resposta } from "@/web/lib/api";
import { type CatalogoEmCache, MesclaImpossivel, mesclarCatalogo } from "../lib/catalogo-em-cache";
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
    // A write reads only the changes since the cached version, merged like a refetch (decision 170).
    meta: {
      leitura: {
        caminho: (atual) =>
          atual ? `/api/produtos?desde=${encodeURIComponent((atual as CatalogoEmCache).versao)}` : null,
        aplicar: (atual, lida) => mesclarCatalogo(atual as CatalogoEmCache, lida as Catalogo),
      },
    },
  });
}

/** The products, as every screen that lists or picks them uses them. */
export function useProdutos() {
  return useQuery({ ...produtosQueryOptions(), select: (catalogo) => catalogo.produtos });
}
