import type { ConteudoRelatorio } from "./conteudo-relatorio";

/**
 * "Baixar PDF": the report as a real PDF file, made in the browser. jsPDF and the layout code are loaded
 * on the first click only — neither the landing page nor the reports page pays for them before that.
 */
export async function gerarPdf(conteudo: ConteudoRelatorio): Promise<Blob> {
  const [{ jsPDF }, { montarRelatorioPdf }] = await Promise.all([import("jspdf"), import("./relatorio-pdf")]);
  return montarRelatorioPdf(jsPDF, conteudo).output("blob");
}
