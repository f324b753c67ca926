import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CancelarComandaInput } from "@/shared/pos/correcoes";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { lerTerminal } from "@/web/lib/terminal";
import { mesasEComandas, pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/cancelar: an open tab (empty or not) frees its table; a closed one gives its
 * stock back and leaves the reports. At a stale version: 409 ComandaAlterada with the tab as it is now.
 * What was paid through a caixa goes back through this device's till's open caixa (decision 163).
 */
export function cancelarComanda({ id, dados }: { id: string; dados: CancelarComandaInput }) {
  return resposta(
    api.comandas[":id"].cancelar.$post({ param: { id }, json: { ...dados, terminal: lerTerminal() } }),
  );
}

export function useCancelarComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarComanda,
    onSuccess: (resultado) => {
      queryClient.setQueryData(pdvKeys.comanda(resultado.comanda.id), resultado);
      return depoisDaAcao(queryClient, [...mesasEComandas(), pdvKeys.comandasFechadas(), pdvKeys.resumo()]);
    },
  });
}
