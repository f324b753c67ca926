import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { billingKeys } from "./keys";

/** GET /api/assinatura: the settings' subscription card. */
export function obterAssinatura() {
  return resposta(api.assinatura.$get());
}

/** Spec §4 and §9: the subscription status is refreshed every 5 minutes, and on "Atualizar Status". */
export const INTERVALO_ASSINATURA_MS = 5 * 60_000;

export function assinaturaQueryOptions() {
  return queryOptions({
    queryKey: billingKeys.assinatura(),
    queryFn: obterAssinatura,
    refetchInterval: INTERVALO_ASSINATURA_MS,
  });
}

export function useAssinatura() {
  return useQuery(assinaturaQueryOptions());
}
