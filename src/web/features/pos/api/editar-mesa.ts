import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Mesa, MesaDados } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { invalidarMesasEComandas } from "./keys";

/** PUT /api/mesas/:id ("Editar Mesa"): number, name, capacity, notes — never the status. */
export function editarMesa({ id, dados }: { id: string; dados: MesaDados }): Promise<Mesa> {
  return api<Mesa>(`/api/mesas/${encodeURIComponent(id)}`, { method: "PUT", body: dados });
}

export function useEditarMesa() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editarMesa, onSettled: () => invalidarMesasEComandas(queryClient) });
}
