import { ApiError } from "./api";

/** Offers a file made in the browser as a download, under the given name. */
export function salvarArquivo(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = nome;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; the object URL can go a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name the server chose (Content-Disposition), else the default. */
export function nomeDoArquivo(contentDisposition: string | null, nomePadrao: string): string {
  if (!contentDisposition) return nomePadrao;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(contentDisposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const simples = /filename="?([^";]+)"?/i.exec(contentDisposition);
  return simples?.[1] ?? nomePadrao;
}

/**
 * A file the server makes (CSV, backup), saved as a download. Fetched, not a plain link, so that an error
 * or an ended session shows a message instead of a page of JSON.
 */
export async function baixarArquivo(
  caminho: string,
  { nomePadrao, erro }: { nomePadrao: string; erro: string },
): Promise<{ arquivo: string }> {
  let response: Response;
  try {
    response = await fetch(caminho, { credentials: "include" });
  } catch {
    throw new ApiError(0, "SemConexao", "Sem conexão com o servidor. Verifique sua internet.");
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string; code?: string };
    throw new ApiError(response.status, body.code ?? String(response.status), body.error ?? erro);
  }
  const arquivo = nomeDoArquivo(response.headers.get("Content-Disposition"), nomePadrao);
  salvarArquivo(await response.blob(), arquivo);
  return { arquivo };
}
