import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@/web/lib/api";

const NOME_PADRAO = "produtos.csv";

/** The file name the server chose (Content-Disposition), else a default. */
export function nomeDoArquivo(contentDisposition: string | null): string {
  if (!contentDisposition) return NOME_PADRAO;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const simples = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return simples?.[1] ?? NOME_PADRAO;
}

/**
 * GET /api/produtos/exportar.csv, saved as a download. Fetched (not a plain link) so that an error or an
 * ended session shows a message instead of a page of JSON.
 */
export async function exportarProdutos(): Promise<{ arquivo: string }> {
  let response: Response;
  try {
    response = await fetch("/api/produtos/exportar.csv", { credentials: "include" });
  } catch {
    throw new ApiError(0, "SemConexao", "Sem conexão com o servidor. Verifique sua internet.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(
      response.status,
      body.code ?? String(response.status),
      body.error ?? "Erro ao exportar CSV",
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
  // The download has started by now; the object URL can go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { arquivo };
}

export function useExportarProdutos() {
  return useMutation({ mutationFn: exportarProdutos });
}
