import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { equipeKeys } from "./keys";

/** GET /api/equipe: the establishment's people (the owner first) and the plan's limit of active people. */
export function listarEquipe() {
  return resposta(api.equipe.$get());
}

export const equipeQueryOptions = () => queryOptions({ queryKey: equipeKeys.all, queryFn: listarEquipe });

export function useEquipe() {
  return useQuery(equipeQueryOptions());
}
