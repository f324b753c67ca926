/**
 * The settings file on the browser's side: its name when exported, its text when imported. Whether the
 * content is a settings file is the server's call; text that is not JSON goes as null, which the server
 * answers with "Arquivo inválido" like any other wrong file.
 */

const diaEmSaoPaulo = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

/** "configuracoes-2025-03-14.json": the export's day in São Paulo. */
export function nomeArquivoConfiguracoes(dataExport: string): string {
  return `configuracoes-${diaEmSaoPaulo.format(new Date(dataExport))}.json`;
}

export function lerArquivoConfiguracoes(texto: string): unknown {
  try {
    // A byte-order mark (Windows editors) is not part of the JSON.
    return JSON.parse(texto.replace(/^\uFEFF/, ""));
  } catch {
    return null;
  }
}
