import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Compra } from "@/shared/billing/schemas";
import { api, resposta } from "@/web/lib/api";
import { billingKeys } from "./keys";

/** GET /api/compras/:id: the purchase as the server knows it (public; the id is the secret). */
export function obterCompra(id: string) {
  return resposta(api.compras[":id"].$get({ param: { id } }));
}

/** How often a result page asks again while the purchase waits for the provider. */
export const INTERVALO_CONSULTA_COMPRA_MS = 5_000;

export function compraQueryOptions(id: string) {
  return queryOptions({ queryKey: billingKeys.compra(id), queryFn: () => obterCompra(id), retry: false });
}

/**
 * The purchase of the result page's payment_id; with `acompanhar`, asked again every few seconds while
 * it still waits for payment, so the page changes by itself when the provider confirms.
 */
export function useCompra(id: string | null, { acompanhar = false }: { acompanhar?: boolean } = {}) {
  return useQuery({
    ...compraQueryOptions(id ?? ""),
    enabled: Boolean(id),
    refetchInterval: (query) =>
      acompanhar && (query.state.data as Compra | undefined)?.status === "aguardando"
        ? INTERVALO_CONSULTA_COMPRA_MS
        : false,
  });
}
