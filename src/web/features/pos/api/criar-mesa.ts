import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { MesaDados } from "@/shared/pos/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaTentativa } from "@/web/lib/depois-da-acao";
import { mesasEComandas } from "./keys";

/** POST /api/mesas ("Nova Mesa"): created livre. */
export function criarMesa(dados: MesaDados) {
  return resposta(api.mesas.$post({ json: dados }));
}

/** §4: after creating a table the data is reloaded. */
export function useCriarMesa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: criarMesa,
    onSettled: (_dados, erro) => depoisDaTentativa(queryClient, mesasEComandas(), erro),
  });
}
