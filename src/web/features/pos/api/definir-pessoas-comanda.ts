import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { mesasEComandas, pdvKeys } from "./keys";

/** POST /api/comandas/:id/pessoas: how many people the tab is for; the couvert follows (decision 151). */
export function definirPessoasComanda({ id, pessoas }: { id: string; pessoas: number }) {
  return resposta(api.comandas[":id"].pessoas.$post({ param: { id }, json: { pessoas } }));
}

export function useDefinirPessoasComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: definirPessoasComanda,
    onSuccess: (resultado) => {
      queryClient.setQueryData(pdvKeys.comanda(resultado.comanda.id), resultado);
      return depoisDaAcao(queryClient, mesasEComandas());
    },
  });
}
