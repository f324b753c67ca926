import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AbrirComandaInput } from "@/shared/pos/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaTentativa } from "@/web/lib/depois-da-acao";
import { mesasEComandas } from "./keys";

/** POST /api/comandas ("Abrir Comanda"): the number is the server's; the table becomes ocupada. */
export function abrirComanda(dados: AbrirComandaInput) {
  return resposta(api.comandas.$post({ json: dados }));
}

export function useAbrirComanda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: abrirComanda,
    onSettled: (_dados, erro) => depoisDaTentativa(queryClient, mesasEComandas(), erro),
  });
}
