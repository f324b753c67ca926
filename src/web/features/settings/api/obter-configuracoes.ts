import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { configuracoesKeys } from "./keys";

/** GET /api/configuracoes: the account's row, created with the defaults on the first read. */
export function obterConfiguracoes() {
  return resposta(api.configuracoes.$get());
}

export function configuracoesQueryOptions() {
  // A form being edited must not be overwritten by a background refetch.
  return queryOptions({
    queryKey: configuracoesKeys.all,
    queryFn: obterConfiguracoes,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useConfiguracoes() {
  return useQuery(configuracoesQueryOptions());
}
