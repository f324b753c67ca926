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
