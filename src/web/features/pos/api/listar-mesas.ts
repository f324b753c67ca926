import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { lidaEm } from "@/web/lib/escrita-com-leituras";
import { pdvKeys } from "./keys";

/** GET /api/mesas: the account's active tables by number, with the tab open on each. */
export function listarMesas() {
  return resposta(api.mesas.$get());
}

export function mesasQueryOptions() {
  return queryOptions({ queryKey: pdvKeys.mesas(), queryFn: listarMesas, meta: lidaEm("/api/mesas") });
}

/** `enabled: false` when the plan does not include tabs (decision 106): nothing is asked. */
export function useMesas({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...mesasQueryOptions(), enabled });
}
