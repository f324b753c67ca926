import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { backupsKeys } from "./keys";

/** GET /api/backups: the account's stored backups, newest first. */
export function listarBackups() {
  return resposta(api.backups.$get());
}

export const backupsQueryOptions = () =>
  queryOptions({ queryKey: backupsKeys.lista(), queryFn: listarBackups });

export function useBackups() {
  return useQuery(backupsQueryOptions());
}
