/**
 * The bytes of a spreadsheet as text. Excel for Windows saves "CSV (separado por vírgulas)" in
 * Windows-1252, not UTF-8: a file that is not valid UTF-8 is read as Windows-1252, so "Água" stays "Água"
 * instead of "�gua". DOM-free (TextDecoder exists in browsers and Node).
 */
export function decodificarCsv(bytes: ArrayBuffer | Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The largest file the import accepts (the server also limits the rows to 5,000). */
export const TAMANHO_MAXIMO_CSV = 5 * 1024 * 1024;
