import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { lidaEm } from "@/web/lib/escrita-com-leituras";
import { caixaKeys } from "./keys";

/** GET /api/caixas/abertos: every open caixa of the account (one per till), with what each expects so far. */
export function listarCaixasAbertos() {
  return resposta(api.caixas.abertos.$get());
}

export function caixasAbertosQueryOptions() {
  return queryOptions({
    queryKey: caixaKeys.abertos(),
    queryFn: listarCaixasAbertos,
    meta: lidaEm("/api/caixas/abertos"),
  });
}

export function useCaixasAbertos({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...caixasAbertosQueryOptions(), enabled });
}
