import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Venda } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { pdvKeys } from "./keys";

export const LIMITE_ULTIMAS_VENDAS = 15;

/** GET /api/vendas?limite=: the latest sales, newest first (for reprinting a receipt). */
export function listarVendas(limite = LIMITE_ULTIMAS_VENDAS): Promise<Venda[]> {
  return api<Venda[]>(`/api/vendas?limite=${limite}`);
}

export function vendasQueryOptions() {
  return queryOptions({ queryKey: pdvKeys.vendas(), queryFn: () => listarVendas() });
}

/** Fetched only while the "Últimas vendas" list is open. */
export function useVendas({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vendasQueryOptions(), enabled });
}
