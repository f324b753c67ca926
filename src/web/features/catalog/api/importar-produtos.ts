import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ImportacaoPrevia, ImportacaoResultado } from "@/shared/catalog/schemas";
import { api } from "@/web/lib/api";
import { invalidarEstoque } from "./keys";

/** POST /api/produtos/importar/previa: reads the file and checks every row; saves nothing. */
export function obterPreviaImportacao(csv: string): Promise<ImportacaoPrevia> {
  return api<ImportacaoPrevia>("/api/produtos/importar/previa", { body: { csv } });
}

/** POST /api/produtos/importar: checks everything again and creates every product or none. */
export function importarProdutos(csv: string): Promise<ImportacaoResultado> {
  return api<ImportacaoResultado>("/api/produtos/importar", { body: { csv } });
}

export function usePreviaImportacao() {
  return useMutation({ mutationFn: obterPreviaImportacao });
}

export function useImportarProdutos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importarProdutos,
    onSuccess: () => invalidarEstoque(queryClient),
  });
}
