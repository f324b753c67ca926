import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { depoisDaTentativa } from "@/web/lib/depois-da-acao";
import { mesasEComandas } from "./keys";

/** DELETE /api/mesas/:id: refused (409 MesaComComandaAberta) while a tab is open on it. */
export function excluirMesa(id: string) {
  return resposta(api.mesas[":id"].$delete({ param: { id } }));
}

/** §4: after deleting a table the data is reloaded. */
export function useExcluirMesa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excluirMesa,
    onSettled: (_dados, erro) => depoisDaTentativa(queryClient, mesasEComandas(), erro),
  });
}
