import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AbrirComandaInput } from "@/shared/pos/schemas";
import { api, resposta } from "@/web/lib/api";
import { invalidarMesasEComandas } from "./keys";

/** POST /api/comandas ("Abrir Comanda"): the number is the server's; the table becomes ocupada. */
export function abrirComanda(dados: AbrirComandaInput) {
  return resposta(api.comandas.$post({ json: dados }));
}

export function useAbrirComanda() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: abrirComanda, onSettled: () => invalidarMesasEComandas(queryClient) });
}
