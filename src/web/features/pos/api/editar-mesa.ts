import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MesaDados } from "@/shared/pos/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaTentativa } from "@/web/lib/depois-da-acao";
import { mesasEComandas } from "./keys";

/** PUT /api/mesas/:id ("Editar Mesa"): number, name, capacity, notes — never the status. */
export function editarMesa({ id, dados }: { id: string; dados: MesaDados }) {
  return resposta(api.mesas[":id"].$put({ param: { id }, json: dados }));
}

export function useEditarMesa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editarMesa,
    onSettled: (_dados, erro) => depoisDaTentativa(queryClient, mesasEComandas(), erro),
  });
}
