import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/** How many the server lists (LIMITE_FECHADAS in comandas.service.ts). */
export const LIMITE_COMANDAS_FECHADAS = 50;

/** GET /api/comandas?status=fechada: the latest 50 closed tabs, newest first, with their table and items. */
export function listarComandasFechadas() {
  return resposta(api.comandas.$get({ query: { status: "fechada" } }));
}

export function comandasFechadasQueryOptions() {
  return queryOptions({ queryKey: pdvKeys.comandasFechadas(), queryFn: listarComandasFechadas });
}

/** Fetched only while the "Comandas fechadas" list is open (for reprinting a receipt). */
export function useComandasFechadas() {
  return useQuery(comandasFechadasQueryOptions());
}
