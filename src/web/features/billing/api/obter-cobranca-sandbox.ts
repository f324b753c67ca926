import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { billingKeys } from "./keys";

/** GET /api/sandbox/cobrancas/:id: the charge the sandbox checkout shows (PAYMENT_PROVIDER=sandbox). */
export function obterCobrancaSandbox(id: string) {
  return resposta(api.sandbox.cobrancas[":id"].$get({ param: { id } }));
}

export function cobrancaSandboxQueryOptions(id: string) {
  return queryOptions({
    queryKey: billingKeys.cobrancaSandbox(id),
    queryFn: () => obterCobrancaSandbox(id),
    retry: false,
  });
}

export function useCobrancaSandbox(id: string) {
  return useQuery(cobrancaSandboxQueryOptions(id));
}
