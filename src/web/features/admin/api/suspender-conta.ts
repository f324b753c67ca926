import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SuspenderInput } from "@/shared/admin/schemas";
import { api, resposta } from "@/web/lib/api";
import { invalidarAdmin } from "./keys";

/** POST /api/admin/contas/:id/suspender — the reason goes to the subscription and the audit log. */
export function suspenderConta({ id, dados }: { id: string; dados: SuspenderInput }) {
  return resposta(api.admin.contas[":id"].suspender.$post({ param: { id }, json: dados }));
}

export function useSuspenderConta() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: suspenderConta, onSettled: () => invalidarAdmin(queryClient) });
}
