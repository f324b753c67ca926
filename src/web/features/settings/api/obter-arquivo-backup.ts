import { useMutation } from "@tanstack/react-query";
import { baixarArquivo } from "@/web/lib/salvar-arquivo";

/** GET /api/backups/:id/arquivo, saved as a download. */
export function obterArquivoBackup(id: string): Promise<{ arquivo: string }> {
  return baixarArquivo(`/api/backups/${encodeURIComponent(id)}/arquivo`, {
    nomePadrao: "balcao-backup.json.gz",
    erro: "Erro ao baixar o backup",
  });
}

export function useObterArquivoBackup() {
  return useMutation({ mutationFn: obterArquivoBackup });
}
