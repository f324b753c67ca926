import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ResultadoRestauracao } from "@/shared/backups/schemas";
import { ApiError } from "@/web/lib/api";

export type OrigemRestauracao = { backupId: string } | { arquivo: File };

/**
 * POST /api/backups/restaurar: a stored backup (JSON) or a file (multipart), with the typed
 * confirmation. Plain fetch: the typed client does not send files.
 */
export async function restaurarBackup({
  origem,
  confirmacao,
}: {
  origem: OrigemRestauracao;
  confirmacao: string;
}): Promise<ResultadoRestauracao> {
  let body: BodyInit;
  const headers: Record<string, string> = {};
  if ("arquivo" in origem) {
    const form = new FormData();
    form.set("arquivo", origem.arquivo);
    form.set("confirmacao", confirmacao);
    body = form;
  } else {
    body = JSON.stringify({ backup_id: origem.backupId, confirmacao });
    headers["Content-Type"] = "application/json";
  }
  let response: Response;
  try {
    response = await fetch("/api/backups/restaurar", {
      method: "POST",
      body,
      headers,
      credentials: "include",
    });
  } catch {
    throw new ApiError(0, "SemConexao", "Sem conexão com o servidor. Verifique sua internet.");
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      String(data.code ?? response.status),
      String(data.error ?? "Erro ao restaurar o backup"),
      (data.campos as Record<string, string>) ?? {},
    );
  }
  return data as unknown as ResultadoRestauracao;
}

export function useRestaurarBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restaurarBackup,
    // Every screen's data may have changed: products, sales, tabs, settings.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
