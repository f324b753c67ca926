import { imprimirEmJanela, type OpcoesImpressao } from "@/web/lib/imprimir";

/**
 * The printable report (§2.6): a new window with the report's HTML, print asked for, the window
 * closed 1 s later (§9 "PDF window closes 1 s after print"). The browser's print dialog is where the
 * user picks "Salvar como PDF" or a printer.
 */

export const FECHAR_APOS_MS = 1000;

/** Resolves once print has been asked for; rejects with FalhaImpressao (web/lib/imprimir.ts). */
export function imprimirRelatorio(html: string, opcoes?: OpcoesImpressao): Promise<void> {
  return imprimirEmJanela(
    {
      prefixo: "balcao-relatorio",
      recursos: "popup=yes,width=960,height=800",
      // The HTML is built by montarRelatorioHtml, which escapes every value the user typed.
      preencher: (doc) => {
        doc.open();
        doc.write(html);
        doc.close();
      },
      // One tick for the new document's layout, then print.
      atrasoMs: 0,
      fecharAposMs: FECHAR_APOS_MS,
    },
    opcoes,
  );
}
