import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AbrirCaixaInput } from "@/shared/caixa/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { caixaKeys } from "./keys";

/** POST /api/caixas: "Abrir Caixa" on a till, with its float; a retry with the key answers the same caixa. */
export function abrirCaixa(dados: AbrirCaixaInput) {
  return resposta(api.caixas.$post({ json: dados }));
}

export function useAbrirCaixa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abrirCaixa,
    onSuccess: () => depoisDaAcao(queryClient, [caixaKeys.all]),
  });
}
