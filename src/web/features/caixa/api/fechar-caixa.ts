import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FecharCaixaInput } from "@/shared/caixa/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { caixaKeys } from "./keys";

/** POST /api/caixas/:id/fechar: the counted amounts and notes; the answer is the closing to print. */
export function fecharCaixa({ id, dados }: { id: string; dados: FecharCaixaInput }) {
  return resposta(api.caixas[":id"].fechar.$post({ param: { id }, json: dados }));
}

export function useFecharCaixa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fecharCaixa,
    onSuccess: (resultado) => {
      queryClient.setQueryData(caixaKeys.caixa(resultado.caixa.id), resultado);
      return depoisDaAcao(queryClient, [caixaKeys.all]);
    },
  });
}
