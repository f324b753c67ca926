import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RenovarInput } from "@/shared/admin/schemas";
import { api, resposta } from "@/web/lib/api";
import { invalidarAdmin } from "./keys";

/** POST /api/admin/contas/:id/renovar — N months from the due date, or from now when it is past. */
export function renovarConta({ id, dados }: { id: string; dados: RenovarInput }) {
  return resposta(api.admin.contas[":id"].renovar.$post({ param: { id }, json: dados }));
}

export function useRenovarConta() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: renovarConta, onSettled: () => invalidarAdmin(queryClient) });
}
