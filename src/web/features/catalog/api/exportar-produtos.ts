import { useMutation } from "@tanstack/react-query";
import { baixarArquivo } from "@/web/lib/salvar-arquivo";

/** GET /api/produtos/exportar.csv, saved as a download. */
export function exportarProdutos(): Promise<{ arquivo: string }> {
  return baixarArquivo("/api/produtos/exportar.csv", {
    nomePadrao: "produtos.csv",
    erro: "Erro ao exportar CSV",
  });
}

export function useExportarProdutos() {
  return useMutation({ mutationFn: exportarProdutos });
}
