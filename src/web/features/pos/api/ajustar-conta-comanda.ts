import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AjustarContaInput } from "@/shared/pos/pagamentos";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { mesasEComandas, pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/conta: the discount, and the service charge or couvert removed or charged again
 * (decisions 150–152). A bill that what was paid now covers closes the tab.
 */
export function ajustarContaComanda({ id, dados }: { id: string; dados: AjustarContaInput }) {
  return resposta(api.comandas[":id"].conta.$post({ param: { id }, json: dados }));
}

export function useAjustarContaComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ajustarContaComanda,
    onSuccess: (resultado) => {
      queryClient.setQueryData(pdvKeys.comanda(resultado.comanda.id), resultado);
      return depoisDaAcao(queryClient, mesasEComandas());
    },
  });
}
