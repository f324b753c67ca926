import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MovimentoCaixaInput } from "@/shared/caixa/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { caixaKeys } from "./keys";

/** POST /api/caixas/:id/movimentos: a sangria or a suprimento, with its reason. */
export function registrarMovimento({ id, dados }: { id: string; dados: MovimentoCaixaInput }) {
  return resposta(api.caixas[":id"].movimentos.$post({ param: { id }, json: dados }));
}

export function useRegistrarMovimento() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarMovimento,
    onSuccess: () => depoisDaAcao(queryClient, [caixaKeys.all]),
  });
}
