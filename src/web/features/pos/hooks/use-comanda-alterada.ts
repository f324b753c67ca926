import { useQueryClient } from "@tanstack/react-query";
import type { Comanda, ComandaComNota } from "@/shared/pos/schemas";
import { ApiError } from "@/web/lib/api";
import { invalidarMesasEComandas, pdvKeys } from "../api/keys";

/**
 * A 409 ComandaAlterada (decision 132) carries the tab as it is now: show it at once (new items, new
 * total, new version), then refresh the rest (history, lists). Returns whether the error was that one,
 * so the caller can tell the person to check the new total and confirm again.
 */
export function useComandaAlterada() {
  const queryClient = useQueryClient();
  return (error: unknown): error is ApiError => {
    if (!(error instanceof ApiError) || error.code !== "ComandaAlterada") return false;
    const atual = (error.corpo as { comanda?: Comanda } | null)?.comanda;
    if (atual) {
      queryClient.setQueryData<ComandaComNota>(pdvKeys.comanda(atual.id), (antes) =>
        antes ? { ...antes, comanda: atual } : antes,
      );
      void queryClient.invalidateQueries({ queryKey: pdvKeys.comanda(atual.id) });
    }
    void invalidarMesasEComandas(queryClient);
    return true;
  };
}
