import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { caixaKeys } from "./keys";

export const LIMITE_FECHAMENTOS = 30;

/** GET /api/caixas/fechados: the latest closings, newest first, with their differences. */
export function listarFechamentos() {
  return resposta(api.caixas.fechados.$get({ query: { limite: String(LIMITE_FECHAMENTOS) } }));
}

export function useFechamentos() {
  return useQuery(queryOptions({ queryKey: caixaKeys.fechados(), queryFn: listarFechamentos }));
}
