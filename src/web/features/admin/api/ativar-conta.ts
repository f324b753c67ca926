import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { invalidarAdmin } from "./keys";

/** POST /api/admin/contas/:id/ativar */
export function ativarConta(id: string) {
  return resposta(api.admin.contas[":id"].ativar.$post({ param: { id } }));
}

export function useAtivarConta() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ativarConta, onSettled: () => invalidarAdmin(queryClient) });
}
