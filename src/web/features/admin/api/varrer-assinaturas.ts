import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { invalidarAdmin } from "./keys";

/** POST /api/admin/varredura — the scheduled sweep, now. */
export function varrerAssinaturas() {
  return resposta(api.admin.varredura.$post());
}

export function useVarrerAssinaturas() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: varrerAssinaturas, onSettled: () => invalidarAdmin(queryClient) });
}
