import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { EstoqueAtualizado } from "@/shared/catalog/schemas";
import { depoisDeMudarEstoque } from "@/web/features/catalog/api/listar-produtos";
import { movimentacoesKeys } from "@/web/features/stock/api/keys";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";

/**
 * A sale or a tab close changed stock on the server: the new stock its answer carries goes on the list
 * at once (decision 145), then the catalogue's changes since its version, the cards and the movements
 * are read again (by the write's own notice while the live stream is up, decision 167). A cancellation
 * carries none: it only reads them. Shared by the PDV and the tabs screen, which compose the same
 * features.
 */
export function useAoAlterarEstoque() {
  const queryClient = useQueryClient();
  return useCallback(
    (estoque: readonly EstoqueAtualizado[] = []) => {
      void depoisDeMudarEstoque(queryClient, estoque);
      void depoisDaAcao(queryClient, [movimentacoesKeys.all]);
    },
    [queryClient],
  );
}
