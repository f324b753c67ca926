/**
 * The printable report (§2.6): a new window with the report's HTML, print asked for, the window
 * closed 1 s later (§9 "PDF window closes 1 s after print"). The browser's print dialog is where the
 * user picks "Salvar como PDF" or a printer.
 */

export const FECHAR_APOS_MS = 1000;
const RECURSOS_JANELA = "popup=yes,width=960,height=800";

/** The popup was blocked (or could not be prepared): the page says "Erro ao gerar relatório PDF". */
export class JanelaBloqueada extends Error {
  constructor(options?: { cause?: unknown }) {
    super("Não foi possível abrir janela de impressão", options);
    this.name = "JanelaBloqueada";
  }
}

/** The parts of a window the print uses (a test can pass a fake). */
export interface JanelaRelatorio {
  readonly document: Document;
  readonly closed: boolean;
  focus(): void;
  print(): void;
  close(): void;
}

export interface OpcoesImpressao {
  abrir?: (nome: string, recursos: string) => JanelaRelatorio | null;
  agendar?: (fn: () => void, ms: number) => unknown;
}

let sequencia = 0;

/** Resolves once print has been asked for; rejects with JanelaBloqueada when no window could be used. */
export function imprimirRelatorio(
  html: string,
  {
    abrir = (nome, recursos) => window.open("", nome, recursos),
    agendar = (fn, ms) => window.setTimeout(fn, ms),
  }: OpcoesImpressao = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    let janela: JanelaRelatorio | null;
    try {
      sequencia += 1;
      // A name of its own each time: a second export never reuses a window that is about to close.
      janela = abrir(`balcao-relatorio-${sequencia}`, RECURSOS_JANELA);
    } catch (error) {
      reject(new JanelaBloqueada({ cause: error }));
      return;
    }
    if (!janela) {
      reject(new JanelaBloqueada());
      return;
    }
    const aberta = janela;
    try {
      // The HTML is built by montarRelatorioHtml, which escapes every value the user typed.
      aberta.document.open();
      aberta.document.write(html);
      aberta.document.close();
    } catch (error) {
      fechar(aberta);
      reject(new JanelaBloqueada({ cause: error }));
      return;
    }
    // One tick for the new document's layout, then print; print blocks until its dialog is closed.
    agendar(() => {
      try {
        if (aberta.closed) throw new Error("A janela de impressão foi fechada antes de imprimir");
        aberta.focus();
        aberta.print();
        resolve();
      } catch (error) {
        reject(error);
      }
      agendar(() => fechar(aberta), FECHAR_APOS_MS);
    }, 0);
  });
}

function fechar(janela: JanelaRelatorio) {
  try {
    if (!janela.closed) janela.close();
  } catch {
    // Already gone.
  }
}
