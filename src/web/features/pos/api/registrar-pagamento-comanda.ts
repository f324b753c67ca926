import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PagamentoComandaInput } from "@/shared/pos/pagamentos";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { lerTerminal } from "@/web/lib/terminal";
import { mesasEComandas, pdvKeys } from "./keys";

/**
 * POST /api/comandas/:id/pagamentos: one payment of the tab (decision 152). The one that completes the
 * bill closes the tab in the same request. With the device's till, whose open caixa takes it (161).
 */
export function registrarPagamentoComanda({ id, dados }: { id: string; dados: PagamentoComandaInput }) {
  return resposta(
    api.comandas[":id"].pagamentos.$post({ param: { id }, json: { ...dados, terminal: lerTerminal() } }),
  );
}

export function useRegistrarPagamentoComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarPagamentoComanda,
    onSuccess: (resultado) => {
      queryClient.setQueryData(pdvKeys.comanda(resultado.comanda.id), resultado);
      const fechou = resultado.comanda.status === "fechada";
      return depoisDaAcao(
        queryClient,
        fechou ? [...mesasEComandas(), pdvKeys.comandasFechadas(), pdvKeys.resumo()] : mesasEComandas(),
      );
    },
  });
}
