import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RemoverItemComandaInput } from "@/shared/pos/correcoes";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { mesasEComandas, pdvKeys } from "./keys";

/** POST /api/comandas/:id/itens/:itemId/remover: fewer units of a line, or none, with a reason. */
export function removerItemComanda({
  id,
  itemId,
  dados,
}: {
  id: string;
  itemId: string;
  dados: RemoverItemComandaInput;
}) {
  return resposta(api.comandas[":id"].itens[":itemId"].remover.$post({ param: { id, itemId }, json: dados }));
}

export function useRemoverItemComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removerItemComanda,
    onSuccess: (resultado) => {
      queryClient.setQueryData(pdvKeys.comanda(resultado.comanda.id), resultado);
      return depoisDaAcao(queryClient, mesasEComandas());
    },
  });
}
