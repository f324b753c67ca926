import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { lidaEm } from "@/web/lib/escrita-com-leituras";
import { pdvKeys } from "./keys";

/** GET /api/pdv/resumo: the four cards, computed by the server (decision 031). */
export function obterResumoPdv() {
  return resposta(api.pdv.resumo.$get());
}

export function resumoPdvQueryOptions() {
  return queryOptions({
    queryKey: pdvKeys.resumo(),
    queryFn: obterResumoPdv,
    meta: lidaEm("/api/pdv/resumo"),
  });
}

/** `enabled: false` for a role that does not sell: the day's figures are not its to see. */
export function useResumoPdv({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...resumoPdvQueryOptions(), enabled });
}
