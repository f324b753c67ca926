import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelarInput } from "@/shared/admin/schemas";
import { api, resposta } from "@/web/lib/api";
import { invalidarAdmin } from "./keys";

/** POST /api/admin/contas/:id/cancelar — without a reason, the spec's 'Cancelada pelo usuário'. */
export function cancelarConta({ id, dados }: { id: string; dados: CancelarInput }) {
  return resposta(api.admin.contas[":id"].cancelar.$post({ param: { id }, json: dados }));
}

export function useCancelarConta() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelarConta, onSettled: () => invalidarAdmin(queryClient) });
}
