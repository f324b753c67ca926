import type { jsPDF as JsPdf, jsPDFOptions } from "jspdf";
import type { ConteudoRelatorio, LinhaParticipacao } from "./conteudo-relatorio";
import { paraWinAnsi } from "./win-ansi";

/**
 * The report as a real PDF file (A4), laid out with jsPDF from the same content as the print window.
 * The jsPDF class is a parameter: the page loads the library only when "Baixar PDF" is clicked, and the
 * unit test passes it directly (and asks for an uncompressed file, to read the text back).
 */

export type JsPdfClasse = new (options?: jsPDFOptions) => JsPdf;

const A4 = { largura: 210, altura: 297 };
const MARGEM = 15;
const LARGURA_UTIL = A4.largura - 2 * MARGEM;
const RODAPE_Y = A4.altura - 10;

type Rgb = [number, number, number];
const PRETO: Rgb = [17, 17, 17];
const CINZA: Rgb = [85, 85, 85];
const CINZA_CLARO: Rgb = [200, 200, 200];
const VERMELHO: Rgb = [176, 0, 32];
const AMBAR: Rgb = [214, 140, 10];

export function montarRelatorioPdf(
  JsPDF: JsPdfClasse,
  c: ConteudoRelatorio,
  opcoes: { comprimir?: boolean } = {},
): JsPdf {
  const doc = new JsPDF({
    unit: "mm",
    format: "a4",
    orientation: "portrait",
    compress: opcoes.comprimir ?? true,
  });
  const t = paraWinAnsi;
  doc.setProperties({
    title: t(`${c.titulo} - ${c.periodo}`),
    subject: t(`${c.periodo} (${c.intervalo})`),
    author: t(c.estabelecimento ?? "Balcão"),
    creator: "Balcão",
  });

  let y = MARGEM;
  const cor = (rgb: Rgb) => doc.setTextColor(rgb[0], rgb[1], rgb[2]);
  const fonte = (tamanho: number, estilo: "normal" | "bold" = "normal") => {
    doc.setFont("helvetica", estilo);
    doc.setFontSize(tamanho);
  };
  /** Starts a new page when `altura` mm do not fit above the footer. */
  const caber = (altura: number) => {
    if (y + altura > RODAPE_Y - 6) {
      doc.addPage();
      y = MARGEM;
    }
  };
  const linha = (x1: number, yy: number, x2: number, rgb: Rgb = CINZA_CLARO, espessura = 0.2) => {
    doc.setDrawColor(rgb[0], rgb[1], rgb[2]);
    doc.setLineWidth(espessura);
    doc.line(x1, yy, x2, yy);
  };
  /** A cell's text cut to its width, with "..." when it does not fit. */
  const caber1Linha = (texto: string, largura: number) => {
    const limpo = t(texto);
    if (doc.getTextWidth(limpo) <= largura) return limpo;
    let corte = limpo;
    while (corte.length > 1 && doc.getTextWidth(`${corte}...`) > largura) corte = corte.slice(0, -1);
    return `${corte.trimEnd()}...`;
  };
  const titulo = (texto: string) => {
    caber(14);
    y += 4;
    fonte(10, "bold");
    cor(PRETO);
    doc.text(t(texto.toUpperCase()), MARGEM, y);
    y += 5;
  };

  // Header
  if (c.estabelecimento) {
    fonte(10);
    cor(CINZA);
    doc.text(caber1Linha(c.estabelecimento, LARGURA_UTIL), MARGEM, y + 3);
    y += 6;
  }
  fonte(20, "bold");
  cor(PRETO);
  doc.text(t(c.titulo), MARGEM, y + 6);
  y += 12;
  fonte(10);
  doc.text(t(`Período: ${c.periodo} (${c.intervalo})`), MARGEM, y);
  y += 5;
  cor(CINZA);
  doc.text(t(`${c.comparacao} · Gerado em ${c.geradoEm}`), MARGEM, y);
  y += 4;
  linha(MARGEM, y, A4.largura - MARGEM, PRETO, 0.6);
  y += 3;

  // Summary: five boxes, three per row.
  titulo("Resumo");
  const gap = 4;
  const larguraCartao = (LARGURA_UTIL - 2 * gap) / 3;
  const alturaCartao = 23;
  c.resumo.forEach((item, i) => {
    const coluna = i % 3;
    if (coluna === 0) {
      if (i > 0) y += alturaCartao + gap;
      caber(alturaCartao);
    }
    const x = MARGEM + coluna * (larguraCartao + gap);
    doc.setDrawColor(CINZA_CLARO[0], CINZA_CLARO[1], CINZA_CLARO[2]);
    doc.setLineWidth(0.3);
    doc.roundedRect(x, y, larguraCartao, alturaCartao, 1.5, 1.5, "S");
    const xi = x + 3;
    const largura = larguraCartao - 6;
    fonte(8.5);
    cor(CINZA);
    doc.text(caber1Linha(item.rotulo, largura), xi, y + 5);
    fonte(15, "bold");
    cor(PRETO);
    doc.text(caber1Linha(item.valor, largura), xi, y + 11.5);
    fonte(7.5);
    cor(CINZA);
    doc.text(caber1Linha(item.detalhe, largura), xi, y + 16);
    if (item.variacao) {
      const queda = item.variacao.tom === "queda";
      fonte(7.5, queda ? "bold" : "normal");
      cor(queda ? VERMELHO : CINZA);
      doc.text(caber1Linha(item.variacao.texto, largura), xi, y + 20);
    }
  });
  y += alturaCartao + 2;

  // Revenue per day: one bar per day, scaled to the best day.
  const barras = c.dias;
  const maior = barras.reduce((m, b) => Math.max(m, b.centavos), 0);
  if (barras.length > 0 && maior > 0) {
    titulo("Receita por dia");
    const alturaGrafico = 34;
    caber(alturaGrafico + 12);
    const base = y + alturaGrafico;
    const passo = LARGURA_UTIL / barras.length;
    const larguraBarra = Math.max(passo * 0.75, 0.2);
    doc.setFillColor(AMBAR[0], AMBAR[1], AMBAR[2]);
    barras.forEach((b, i) => {
      if (b.centavos <= 0) return;
      const altura = Math.max((b.centavos / maior) * alturaGrafico, 0.3);
      doc.rect(MARGEM + i * passo + (passo - larguraBarra) / 2, base - altura, larguraBarra, altura, "F");
    });
    linha(MARGEM, base, A4.largura - MARGEM, CINZA, 0.3);
    fonte(7.5);
    cor(CINZA);
    if (barras.length <= 14) {
      // A week or two: every bar has its day under it.
      barras.forEach((b, i) => {
        const [, mes, dia] = b.dia.split("-");
        doc.text(`${dia}/${mes}`, MARGEM + i * passo + passo / 2, base + 4, { align: "center" });
      });
    } else {
      doc.text(t(c.inicio), MARGEM, base + 4);
      doc.text(t(c.fim), A4.largura - MARGEM, base + 4, { align: "right" });
    }
    if (c.maiorDia) {
      doc.text(t(`Maior dia: ${c.maiorDia}`), A4.largura / 2, base + (barras.length <= 14 ? 8.5 : 4), {
        align: "center",
      });
    }
    y = base + (barras.length <= 14 ? 10 : 6);
  }

  // Top 5
  titulo("Top 5 produtos mais vendidos");
  if (c.maisVendidos.length === 0) {
    fonte(9);
    cor(CINZA);
    doc.text(
      t("Nenhum produto vendido - Registre algumas vendas para ver o ranking de produtos"),
      MARGEM,
      y + 2,
    );
    y += 6;
  } else {
    const col = { pos: MARGEM, produto: MARGEM + 10, categoria: MARGEM + 100, vendidos: 160, receita: 195 };
    fonte(8, "bold");
    cor(CINZA);
    doc.text("#", col.pos, y);
    doc.text("PRODUTO", col.produto, y);
    doc.text("CATEGORIA", col.categoria, y);
    doc.text("VENDIDOS", col.vendidos, y, { align: "right" });
    doc.text("RECEITA", col.receita, y, { align: "right" });
    y += 1.5;
    linha(MARGEM, y, A4.largura - MARGEM, PRETO, 0.3);
    for (const p of c.maisVendidos) {
      caber(8);
      y += 5.5;
      fonte(9.5, "bold");
      cor(PRETO);
      doc.text(`${p.posicao}º`, col.pos, y);
      doc.text(caber1Linha(p.produto, col.categoria - col.produto - 4), col.produto, y);
      fonte(9.5);
      doc.text(caber1Linha(p.categoria, 30), col.categoria, y);
      doc.text(t(p.unidades), col.vendidos, y, { align: "right" });
      doc.text(t(p.receita), col.receita, y, { align: "right" });
      y += 2;
      linha(MARGEM, y, A4.largura - MARGEM);
    }
    y += 2;
  }

  // Payment methods and categories, side by side.
  const larguraColuna = (LARGURA_UTIL - 8) / 2;
  const altura = (linhas: LinhaParticipacao[]) => 10 + Math.max(linhas.length, 1) * 6;
  caber(Math.max(altura(c.pagamentos), altura(c.categorias)));
  const topo = y;
  const fimPagamentos = tabela("Recebido por forma de pagamento", c.pagamentos, MARGEM, topo);
  const fimCategorias = tabela("Receita por categoria", c.categorias, MARGEM + larguraColuna + 8, topo);
  y = Math.max(fimPagamentos, fimCategorias);
  caber(altura(c.atendentes));
  y = tabela("Vendas por atendente", c.atendentes, MARGEM, y);

  /** One line per row: label, quantity, revenue, share. Returns where it ended. */
  function tabela(tituloTabela: string, linhas: LinhaParticipacao[], x: number, inicio: number): number {
    let yy = inicio + 4;
    fonte(10, "bold");
    cor(PRETO);
    doc.text(t(tituloTabela.toUpperCase()), x, yy);
    yy += 5.5;
    if (linhas.length === 0) {
      fonte(9);
      cor(CINZA);
      doc.text(t("Nenhuma venda no período."), x, yy);
      return yy + 3;
    }
    const direita = x + larguraColuna;
    const colunaReceita = direita - 13;
    const colunaQuantidade = colunaReceita - 27;
    for (const l of linhas) {
      fonte(9, "bold");
      cor(PRETO);
      doc.text(caber1Linha(l.rotulo, colunaQuantidade - x - 18), x, yy);
      fonte(9);
      doc.text(t(l.receita), colunaReceita, yy, { align: "right" });
      cor(CINZA);
      doc.text(t(l.participacao), direita, yy, { align: "right" });
      fonte(7.5);
      doc.text(t(l.quantidade), colunaQuantidade, yy, { align: "right" });
      linha(x, yy + 2, direita);
      yy += 6;
    }
    return yy;
  }

  // Footer on every page.
  const paginas = doc.getNumberOfPages();
  for (let pagina = 1; pagina <= paginas; pagina++) {
    doc.setPage(pagina);
    linha(MARGEM, RODAPE_Y - 4, A4.largura - MARGEM);
    fonte(7.5);
    cor(CINZA);
    doc.text(t(c.rodape), MARGEM, RODAPE_Y);
    doc.text(t(`Gerado em ${c.geradoEm} · Página ${pagina} de ${paginas}`), A4.largura - MARGEM, RODAPE_Y, {
      align: "right",
    });
  }
  return doc;
}
