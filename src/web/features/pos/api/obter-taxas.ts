import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/** GET /api/pdv/taxas: the service charge (and couvert) the settings apply now (decisions 150–151). */
export function obterTaxas() {
  return resposta(api.pdv.taxas.$get());
}

export function taxasQueryOptions() {
  return queryOptions({ queryKey: pdvKeys.taxas(), queryFn: obterTaxas });
}

/** `enabled: false` for a role that does not sell. */
export function useTaxas({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...taxasQueryOptions(), enabled });
}
