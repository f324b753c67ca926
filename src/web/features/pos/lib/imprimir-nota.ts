import { montarRecibo } from "@/shared/pos/recibo";
import type { NotaImpressao } from "@/shared/pos/schemas";

/**
 * The browser half of the receipt (spec §7, §9; decision 033 builds the text): a small popup window
 * with the 80 mm text in a <pre>, printed about 0.8 s after it opens and closed 1.5 s later. A failure
 * here never touches the sale: the caller only changes its toast.
 */

/** Each print gets its own window (`balcao-nota-1`, `-2`...): a reprint never reuses a window that is about to close. */
export const PREFIXO_JANELA_IMPRESSAO = "balcao-nota";
export const RECURSOS_JANELA_IMPRESSAO = "popup=yes,width=400,height=600";
export const ATRASO_IMPRESSAO_MS = 800;
export const FECHAR_APOS_MS = 1500;

export const MENSAGEM_POPUP_BLOQUEADO = "Não foi possível abrir janela de impressão";
export const MENSAGEM_FALHA_IMPRESSAO = "Falha na impressão térmica";

/** §8: any print failure surfaces as "Falha na impressão térmica"; `detalhe` says what happened. */
export class FalhaImpressao extends Error {
  constructor(
    readonly detalhe: string,
    options?: { cause?: unknown },
  ) {
    super(MENSAGEM_FALHA_IMPRESSAO, options);
    this.name = "FalhaImpressao";
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

const ESTILO = `
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

let sequencia = 0;

const abrirNoNavegador = (nome: string, recursos: string) => window.open("", nome, recursos);

/**
 * Opens the window, writes the text and resolves once the print has been asked for. Rejects with
 * `FalhaImpressao` — detail "Não foi possível abrir janela de impressão" when the popup is blocked.
 */
export function imprimirTexto(
  texto: string,
  titulo: string,
  { abrir = abrirNoNavegador, agendar = setTimeout }: OpcoesImpressao = {},
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let janela: JanelaImpressao | null;
    try {
      sequencia += 1;
      janela = abrir(`${PREFIXO_JANELA_IMPRESSAO}-${sequencia}`, RECURSOS_JANELA_IMPRESSAO);
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
      // DOM, not document.write: the text goes in as text, whatever a product name contains.
      const doc = aberta.document;
      doc.title = titulo;
      const estilo = doc.createElement("style");
      estilo.textContent = ESTILO;
      doc.head.replaceChildren(estilo);
      const pre = doc.createElement("pre");
      pre.textContent = texto;
      doc.body.replaceChildren(pre);
    } catch (error) {
      fechar(aberta);
      reject(new FalhaImpressao("Não foi possível preparar a nota para impressão", { cause: error }));
      return;
    }
    agendar(() => {
      try {
        if (aberta.closed) throw new Error("A janela de impressão foi fechada antes de imprimir");
        aberta.focus();
        aberta.print();
        resolve();
      } catch (error) {
        reject(
          new FalhaImpressao(error instanceof Error ? error.message : "Erro ao imprimir", { cause: error }),
        );
      }
      agendar(() => fechar(aberta), FECHAR_APOS_MS);
    }, ATRASO_IMPRESSAO_MS);
  });
}

function fechar(janela: JanelaImpressao) {
  try {
    if (!janela.closed) janela.close();
  } catch {
    // Already gone: nothing to close.
  }
}

export function tituloDaNota(nota: NotaImpressao): string {
  const numero = nota.tipo === "venda_direta" ? nota.numeroVenda : nota.numeroComanda;
  return `Nota ${numero ?? ""}`.trim();
}

/** The receipt of a sale or a tab, as `montarRecibo` writes it (the one function that builds the text). */
export function imprimirNota(nota: NotaImpressao, opcoes?: OpcoesImpressao): Promise<void> {
  return imprimirTexto(montarRecibo(nota), tituloDaNota(nota), opcoes);
}
