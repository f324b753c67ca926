import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { invalidarEstoque } from "@/web/features/catalog/api/keys";
import { movimentacoesKeys } from "@/web/features/stock/api/keys";

/**
 * A sale or a tab close changed stock on the server: the catalogue (stock, cards) and the movements are
 * read again. Shared by the PDV and the tabs screen, which compose the same features.
 */
export function useAoAlterarEstoque() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void invalidarEstoque(queryClient);
    void queryClient.invalidateQueries({ queryKey: movimentacoesKeys.all });
  }, [queryClient]);
}
