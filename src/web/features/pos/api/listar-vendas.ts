import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { pdvKeys } from "./keys";

export const LIMITE_ULTIMAS_VENDAS = 15;

/** GET /api/vendas?limite=: the latest sales, newest first (for reprinting a receipt). */
export function listarVendas(limite = LIMITE_ULTIMAS_VENDAS) {
  return resposta(api.vendas.$get({ query: { limite: String(limite) } }));
}

export function vendasQueryOptions() {
  return queryOptions({ queryKey: pdvKeys.vendas(), queryFn: () => listarVendas() });
}

/** Fetched only while the "Últimas vendas" list is open. */
export function useVendas({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vendasQueryOptions(), enabled });
}
