import { montarRecibo } from "@/shared/pos/recibo";
import type { NotaImpressao } from "@/shared/pos/schemas";
import { imprimirEmJanela, type OpcoesImpressao } from "@/web/lib/imprimir";

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

/** DOM, not document.write: the text goes in as text, whatever a product name contains. */
function escreverTexto(doc: Document, texto: string, titulo: string) {
  doc.title = titulo;
  const estilo = doc.createElement("style");
  estilo.textContent = ESTILO;
  doc.head.replaceChildren(estilo);
  const pre = doc.createElement("pre");
  pre.textContent = texto;
  doc.body.replaceChildren(pre);
}

export function tituloDaNota(nota: NotaImpressao): string {
  const numero = nota.tipo === "venda_direta" ? nota.numeroVenda : nota.numeroComanda;
  return `Nota ${numero ?? ""}`.trim();
}

/** The receipt of a sale or a tab, as `montarRecibo` writes it (the one function that builds the text). */
export function imprimirNota(nota: NotaImpressao, opcoes?: OpcoesImpressao): Promise<void> {
  const texto = montarRecibo(nota);
  return imprimirEmJanela(
    {
      prefixo: PREFIXO_JANELA_IMPRESSAO,
      recursos: RECURSOS_JANELA_IMPRESSAO,
      preencher: (doc) => escreverTexto(doc, texto, tituloDaNota(nota)),
      atrasoMs: ATRASO_IMPRESSAO_MS,
      fecharAposMs: FECHAR_APOS_MS,
    },
    opcoes,
  );
}
