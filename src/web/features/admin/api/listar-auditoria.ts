import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { adminKeys } from "./keys";

/** GET /api/admin/auditoria?pagina= — newest first. */
export function listarAuditoria(pagina: number) {
  return resposta(api.admin.auditoria.$get({ query: { pagina: String(pagina) } }));
}

export function auditoriaQueryOptions(pagina: number) {
  return queryOptions({
    queryKey: adminKeys.auditoria(pagina),
    queryFn: () => listarAuditoria(pagina),
    placeholderData: keepPreviousData,
  });
}

export function useAuditoria(pagina: number) {
  return useQuery(auditoriaQueryOptions(pagina));
}
