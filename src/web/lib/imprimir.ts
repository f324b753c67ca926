/**
 * The one print window of the app (receipts and the printable report): a popup opened under a name of
 * its own, filled by the caller, printed after a pause and closed a little later. A window of its own
 * each time, so a reprint never reuses one that is about to close.
 */

export const MENSAGEM_POPUP_BLOQUEADO = "Não foi possível abrir janela de impressão";

/** The 80 mm thermal paper: a <pre> of 32-character lines (receipts and the cash register's closing). */
export const ESTILO_PAPEL_80MM = `
@page { size: 80mm auto; margin: 0; }
html, body { margin: 0; padding: 0; background: #fff; color: #000; }
pre {
  box-sizing: border-box;
  width: 80mm;
  margin: 0;
  padding: 3mm 4mm;
  font-family: "Courier New", Courier, ui-monospace, monospace;
  font-size: 12px;
  line-height: 1.3;
  white-space: pre;
}
`;

/** Why a print did not happen; `detalhe` is what the person is told. */
export class FalhaImpressao extends Error {
  constructor(
    readonly detalhe: string,
    options?: { cause?: unknown },
  ) {
    super(detalhe, options);
    this.name = "FalhaImpressao";
  }

  get popupBloqueado(): boolean {
    return this.detalhe === MENSAGEM_POPUP_BLOQUEADO;
  }
}

/** The parts of a window the print uses (a test passes a fake). */
export interface JanelaImpressao {
  readonly document: Document;
  readonly closed: boolean;
  focus(): void;
  print(): void;
  close(): void;
}

export interface OpcoesImpressao {
  abrir?: (nome: string, recursos: string) => JanelaImpressao | null;
  agendar?: (fn: () => void, ms: number) => unknown;
}

export interface JanelaDeImpressao {
  /** `balcao-nota` → windows `balcao-nota-1`, `balcao-nota-2`… */
  prefixo: string;
  /** window.open features: size, popup. */
  recursos: string;
  /** Writes the page into the new window's document. */
  preencher(documento: Document): void;
  /** Pause between filling the window and asking for print. */
  atrasoMs: number;
  /** Pause between asking for print and closing the window. */
  fecharAposMs: number;
}

let sequencia = 0;

const abrirNoNavegador = (nome: string, recursos: string) => window.open("", nome, recursos);

/** Resolves once print has been asked for; rejects with `FalhaImpressao` when it could not be. */
export function imprimirEmJanela(
  { prefixo, recursos, preencher, atrasoMs, fecharAposMs }: JanelaDeImpressao,
  { abrir = abrirNoNavegador, agendar = setTimeout }: OpcoesImpressao = {},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let janela: JanelaImpressao | null;
    try {
      sequencia += 1;
      janela = abrir(`${prefixo}-${sequencia}`, recursos);
    } catch (error) {
      reject(new FalhaImpressao(MENSAGEM_POPUP_BLOQUEADO, { cause: error }));
      return;
    }
    if (!janela) {
      reject(new FalhaImpressao(MENSAGEM_POPUP_BLOQUEADO));
      return;
    }
    const aberta = janela;
    try {
      preencher(aberta.document);
    } catch (error) {
      fechar(aberta);
      reject(new FalhaImpressao("Não foi possível preparar a janela de impressão", { cause: error }));
      return;
    }
    agendar(() => {
      try {
        if (aberta.closed) throw new Error("A janela de impressão foi fechada antes de imprimir");
        aberta.focus();
        // print() blocks until its dialog is closed.
        aberta.print();
        resolve();
      } catch (error) {
        reject(
          new FalhaImpressao(error instanceof Error ? error.message : "Erro ao imprimir", { cause: error }),
        );
      }
      agendar(() => fechar(aberta), fecharAposMs);
    }, atrasoMs);
  });
}

function fechar(janela: JanelaImpressao) {
  try {
    if (!janela.closed) janela.close();
  } catch {
    // Already gone: nothing to close.
  }
}
