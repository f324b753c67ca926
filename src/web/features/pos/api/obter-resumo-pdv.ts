import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ResumoPdv } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/** GET /api/pdv/resumo: the four cards, computed by the server (decision 031). */
export function obterResumoPdv(): Promise<ResumoPdv> {
  return api<ResumoPdv>("/api/pdv/resumo");
}

export function resumoPdvQueryOptions() {
  return queryOptions({ queryKey: pdvKeys.resumo(), queryFn: obterResumoPdv });
}

export function useResumoPdv() {
  return useQuery(resumoPdvQueryOptions());
}
