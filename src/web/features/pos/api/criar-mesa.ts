import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Mesa, MesaDados } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { invalidarMesasEComandas } from "./keys";

/** POST /api/mesas ("Nova Mesa"): created livre. */
export function criarMesa(dados: MesaDados): Promise<Mesa> {
  return api<Mesa>("/api/mesas", { body: dados });
}

/** §4: after creating a table the data is reloaded. */
export function useCriarMesa() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: criarMesa, onSettled: () => invalidarMesasEComandas(queryClient) });
}
