import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/web/lib/api";

const NOME_PADRAO = "balcao-backup.json.gz";

function nomeDoArquivo(contentDisposition: string | null): string {
  return /filename="?([^";]+)"?/i.exec(contentDisposition ?? "")?.[1] ?? NOME_PADRAO;
}

/**
 * GET /api/backups/:id/arquivo, saved as a download. Fetched (not a plain link) so that an error or an
 * ended session shows a message instead of a page of JSON.
 */
export async function obterArquivoBackup(id: string): Promise<{ arquivo: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/backups/${encodeURIComponent(id)}/arquivo`, { credentials: "include" });
  } catch {
    throw new ApiError(0, "SemConexao", "Sem conexão com o servidor. Verifique sua internet.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(
      response.status,
      body.code ?? String(response.status),
      body.error ?? "Erro ao baixar o backup",
    );
  }
  const blob = await response.blob();
  const arquivo = nomeDoArquivo(response.headers.get("Content-Disposition"));
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = arquivo;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { arquivo };
}

export function useObterArquivoBackup() {
  return useMutation({ mutationFn: obterArquivoBackup });
}
