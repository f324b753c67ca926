import { partesDoRecibo } from "@/shared/pos/recibo";
import type { NotaImpressao } from "@/shared/pos/schemas";
import { carregarQrPix } from "@/web/components/pix/carregar-qr-pix";
import type { DesenhoQr } from "@/web/components/pix/qr-code-pix";
import {
  ESTILO_PAPEL_80MM,
  FalhaImpressao,
  imprimirEmJanela,
  type OpcoesImpressao,
} from "@/web/lib/imprimir";

/**
 * The browser half of the receipt (spec §7, §9; decision 033 builds the text): a small popup window
 * with the 80 mm text in a <pre>, printed about 0.8 s after it opens and closed 1.5 s later
 * (web/lib/imprimir.ts). A failure here never touches the sale: the caller only changes its toast.
 */

/** Each print gets its own window (`balcao-nota-1`, `-2`...). */
export const PREFIXO_JANELA_IMPRESSAO = "balcao-nota";
export const RECURSOS_JANELA_IMPRESSAO = "popup=yes,width=400,height=600";
export const ATRASO_IMPRESSAO_MS = 800;
export const FECHAR_APOS_MS = 1500;

/** §8: any print failure reaches the person as "Falha na impressão térmica" and what happened. */
export const MENSAGEM_FALHA_IMPRESSAO = "Falha na impressão térmica";

const ESTILO = `${ESTILO_PAPEL_80MM}
/* A PIX receipt: its QR between the two texts, the texts' padding joined around it. */
pre.antes-do-qr { padding-bottom: 1mm; }
pre.depois-do-qr { padding-top: 1mm; }
.qr-pix { width: 80mm; display: flex; justify-content: center; }
.qr-pix svg { width: 44mm; height: 44mm; }
`;

const SVG = "http://www.w3.org/2000/svg";

/** The QR as DOM nodes (the same drawing as on screen), never as HTML text. */
function desenharNoDocumento(doc: Document, { tamanho, caminho }: DesenhoQr): HTMLElement {
  const svg = doc.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", `0 0 ${tamanho} ${tamanho}`);
  svg.setAttribute("shape-rendering", "crispEdges");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", "QR Code PIX");
  const fundo = doc.createElementNS(SVG, "rect");
  fundo.setAttribute("width", String(tamanho));
  fundo.setAttribute("height", String(tamanho));
  fundo.setAttribute("fill", "#fff");
  const modulos = doc.createElementNS(SVG, "path");
  modulos.setAttribute("d", caminho);
  modulos.setAttribute("fill", "#000");
  svg.append(fundo, modulos);
  const div = doc.createElement("div");
  div.className = "qr-pix";
  div.append(svg);
  return div;
}

function pre(doc: Document, texto: string, classe?: string) {
  const elemento = doc.createElement("pre");
  if (classe) elemento.className = classe;
  elemento.textContent = texto;
  return elemento;
}

/**
 * DOM, not document.write: the text goes in as text, whatever a product name contains. A PIX receipt
 * gets its QR code between the two parts of the text (decision 137).
 */
function escreverRecibo(doc: Document, nota: NotaImpressao, qr: DesenhoQr | null) {
  doc.title = tituloDaNota(nota);
  const estilo = doc.createElement("style");
  estilo.textContent = ESTILO;
  doc.head.replaceChildren(estilo);
  const { antesDoQr, depoisDoQr } = partesDoRecibo(nota);
  if (!qr) {
    doc.body.replaceChildren(pre(doc, antesDoQr + depoisDoQr));
    return;
  }
  doc.body.replaceChildren(
    pre(doc, antesDoQr, "antes-do-qr"),
    desenharNoDocumento(doc, qr),
    pre(doc, depoisDoQr, "depois-do-qr"),
  );
}

export function tituloDaNota(nota: NotaImpressao): string {
  const numero = nota.tipo === "venda_direta" ? nota.numeroVenda : nota.numeroComanda;
  return `Nota ${numero ?? ""}`.trim();
}

/**
 * The receipt of a sale or a tab, as `montarRecibo` writes it (the one function that builds the text).
 * A PIX receipt first loads the QR module (already loaded when the QR was on screen).
 */
export async function imprimirNota(nota: NotaImpressao, opcoes?: OpcoesImpressao): Promise<void> {
  let qr: DesenhoQr | null = null;
  if (nota.pixCopiaECola && !nota.cancelamento) {
    try {
      qr = (await carregarQrPix()).desenharQr(nota.pixCopiaECola);
    } catch (error) {
      throw new FalhaImpressao("Não foi possível gerar o QR Code PIX", { cause: error });
    }
  }
  return imprimirEmJanela(
    {
      prefixo: PREFIXO_JANELA_IMPRESSAO,
      recursos: RECURSOS_JANELA_IMPRESSAO,
      preencher: (doc) => escreverRecibo(doc, nota, qr),
      atrasoMs: ATRASO_IMPRESSAO_MS,
      fecharAposMs: FECHAR_APOS_MS,
    },
    opcoes,
  );
}
