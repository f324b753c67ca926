import { jsPDF } from "jspdf";
import { describe, expect, it } from "vitest";
import { montarConteudoRelatorio } from "./conteudo-relatorio";
import { RELATORIO_EXEMPLO, RELATORIO_VAZIO } from "./relatorio.fixture";
import { escaparHtml, montarRelatorioHtml } from "./relatorio-html";
import { montarRelatorioPdf } from "./relatorio-pdf";

// 18:42 in São Paulo.
const GERADO_EM = new Date("2025-03-30T21:42:00Z");
const sp = (texto: string) => texto.replace(/\u00a0/g, " ");

const conteudo = montarConteudoRelatorio(RELATORIO_EXEMPLO, {
  geradoEm: GERADO_EM,
  estabelecimento: "Bar do Zé",
});

describe("montarConteudoRelatorio", () => {
  it("has the period label, the dates and the generation time", () => {
    expect(conteudo).toMatchObject({
      titulo: "Relatório de Vendas",
      estabelecimento: "Bar do Zé",
      periodo: "Últimos 7 dias",
      intervalo: "24/03/2025 a 30/03/2025",
      comparacao: "Comparado com 17/03/2025 a 23/03/2025",
      geradoEm: "30/03/2025, 18:42",
      semVendas: false,
    });
  });

  it("has the summary figures with their growth", () => {
    expect(conteudo.resumo.map((l) => [l.rotulo, sp(l.valor), l.detalhe, l.variacao?.texto ?? null])).toEqual(
      [
        [
          "Receita Total",
          "R$ 1.234,50",
          "descontos abatidos; sem taxa de serviço e couvert",
          "+12,5% vs. período anterior",
        ],
        ["Produtos Vendidos", "150", "unidades", "-3,2% vs. período anterior"],
        ["Ticket Médio", "R$ 8,23", "receita ÷ produtos vendidos", "0,0% vs. período anterior"],
        ["Margem de Lucro", "38,2%", "sobre o preço de compra", "— sem dados do período anterior"],
        ["Receita por Venda", "R$ 41,15", "receita ÷ 30 vendas", null],
        [
          "Taxa de serviço arrecadada",
          "R$ 98,40",
          "fora da receita · couvert arrecadado R$\u00a060,00",
          null,
        ],
      ],
    );
    expect(conteudo.resumo[1]!.variacao!.tom).toBe("queda");
  });

  it("ranks the top 5 as the server sent them, and splits payments by share", () => {
    expect(conteudo.maisVendidos.map((p) => [p.posicao, p.produto, p.unidades, sp(p.receita)])).toEqual([
      [1, "Chopp <Pilsen> & Cia 🍺", "60 un.", "R$ 540,00"],
      [2, "Água Tônica São Geraldo", "40 un.", "R$ 200,00"],
      [3, "Porção de Fritas", "25 un.", "R$ 375,00"],
      [4, "Caipirinha de Limão", "15 un.", "R$ 270,00"],
      [5, "Energético Açaí", "10 un.", "R$ 120,00"],
    ]);
    // 600 + 400 + 234,50 = 1.234,50: the biggest first.
    expect(conteudo.pagamentos.map((p) => [p.rotulo, sp(p.receita), p.quantidade, p.participacao])).toEqual([
      ["PIX", "R$ 600,00", "14 vendas", "48,6%"],
      ["Cartão de Crédito", "R$ 400,00", "10 vendas", "32,4%"],
      ["Dinheiro", "R$ 234,50", "6 vendas", "19,0%"],
    ]);
    expect(conteudo.categorias[0]).toMatchObject({
      rotulo: "Cerveja",
      quantidade: "60 un.",
      participacao: "35,9%",
    });
    expect(conteudo.atendentes.map((l) => [l.rotulo, sp(l.receita), l.quantidade])).toEqual([
      ["Carla", "R$ 820,00", "18 vendas · 4 comandas"],
      ["Gil", "R$ 314,50", "0 vendas · 6 comandas · taxa de serviço R$\u00a098,40"],
      ["Sistema", "R$ 100,00", "2 vendas · 0 comandas"],
    ]);
    expect(conteudo.maiorDia && sp(conteudo.maiorDia)).toBe("29/03/2025, R$ 500,00");
    expect(conteudo.dias).toHaveLength(7);
  });

  it("reads honestly for an account without sales", () => {
    const vazio = montarConteudoRelatorio(RELATORIO_VAZIO, { geradoEm: GERADO_EM });
    expect(vazio.semVendas).toBe(true);
    expect(vazio.estabelecimento).toBeNull();
    expect(vazio.maiorDia).toBeNull();
    expect(vazio.maisVendidos).toEqual([]);
    expect(vazio.pagamentos).toEqual([]);
    const margem = vazio.resumo.find((l) => l.rotulo === "Margem de Lucro")!;
    expect(margem).toMatchObject({ valor: "—", detalhe: "sem vendas no período" });
    for (const l of vazio.resumo) {
      expect(`${l.valor} ${l.variacao?.texto ?? ""}`).not.toMatch(/Infinity|NaN/);
    }
  });
});

describe("montarRelatorioHtml (the print window)", () => {
  const html = sp(montarRelatorioHtml(conteudo));

  it("has the title, period label, dates, summary and top 5", () => {
    expect(html).toContain("<title>Relatório de Vendas - Últimos 7 dias</title>");
    expect(html).toContain("Últimos 7 dias (24/03/2025 a 30/03/2025)");
    expect(html).toContain("Gerado em:</strong> 30/03/2025, 18:42");
    for (const texto of ["R$ 1.234,50", "+12,5% vs. período anterior", "R$ 8,23", "R$ 41,15", "38,2%"]) {
      expect(html).toContain(texto);
    }
    expect(html).toContain("<td>2º</td><td>Água Tônica São Geraldo</td><td>Água</td>");
    expect(html).toContain('<p class="variacao queda">-3,2% vs. período anterior</p>');
    expect(html).toContain("<h2>Vendas por atendente</h2>");
    expect(html).toContain("18 vendas · 4 comandas");
  });

  it("escapes what the user typed", () => {
    expect(html).toContain("Chopp &lt;Pilsen&gt; &amp; Cia 🍺");
    expect(html).not.toContain("<Pilsen>");
    expect(escaparHtml(`<img src=x onerror="alert('x')">`)).toBe(
      "&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;",
    );
  });

  it("shows the spec's empty state without sales", () => {
    const vazio = montarRelatorioHtml(montarConteudoRelatorio(RELATORIO_VAZIO, { geradoEm: GERADO_EM }));
    expect(vazio).toContain(
      "Nenhum produto vendido - Registre algumas vendas para ver o ranking de produtos",
    );
    expect(vazio).not.toContain("Receita por dia");
  });
});

/** Windows-1252 bytes 0x80–0x9F (Node's TextDecoder reads "windows-1252" as Latin-1). */
const CP1252 = "€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ";
function lerWinAnsi(doc: jsPDF): string {
  return Array.from(new Uint8Array(doc.output("arraybuffer")), (b) =>
    b >= 0x80 && b <= 0x9f ? CP1252[b - 0x80]! : String.fromCharCode(b),
  ).join("");
}

describe("montarRelatorioPdf (the downloaded file)", () => {
  /** The text drawn on the pages: an uncompressed file's "(...) Tj" strings, in WinAnsi (one byte each). */
  function textos(doc: jsPDF): string[] {
    const bruto = lerWinAnsi(doc);
    return [...bruto.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)].map((m) =>
      m[1]!.replace(/\\([()\\])/g, "$1").replace(/\u00a0/g, " "),
    );
  }

  it("is a PDF with the figures, the top 5 and the dates, accents intact", () => {
    const doc = montarRelatorioPdf(jsPDF, conteudo, { comprimir: false });
    const bytes = new Uint8Array(doc.output("arraybuffer"));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const texto = textos(doc);
    for (const esperado of [
      "Bar do Zé",
      "Relatório de Vendas",
      "Período: Últimos 7 dias (24/03/2025 a 30/03/2025)",
      "Comparado com 17/03/2025 a 23/03/2025 · Gerado em 30/03/2025, 18:42",
      "Receita Total",
      "R$ 1.234,50",
      "+12,5% vs. período anterior",
      "-3,2% vs. período anterior",
      "Ticket Médio",
      "R$ 8,23",
      "Receita por Venda",
      "R$ 41,15",
      "Margem de Lucro",
      "38,2%",
      "— sem dados do período anterior",
      "Água Tônica São Geraldo",
      "Energético Açaí",
      "60 un.",
      "R$ 540,00",
      "PIX",
      "Cartão de Crédito",
      "48,6%",
      "Maior dia: 29/03/2025, R$ 500,00",
      "VENDAS POR ATENDENTE",
      "Carla",
      "18 vendas · 4 comandas",
      "R$ 820,00",
    ]) {
      expect(texto).toContain(esperado);
    }
    // The emoji is dropped, the rest of the name kept (a line with it would print as garbage).
    expect(texto).toContain("Chopp <Pilsen> & Cia");
    expect(texto.some((t) => t.startsWith("Balcão - Sistema de Gestão para Bares"))).toBe(true);
    expect(texto).toContain("Gerado em 30/03/2025, 18:42 · Página 1 de 1");
  });

  it("sets the document's title and prints the empty state for a new account", () => {
    const doc = montarRelatorioPdf(jsPDF, montarConteudoRelatorio(RELATORIO_VAZIO, { geradoEm: GERADO_EM }), {
      comprimir: false,
    });
    const texto = textos(doc);
    expect(texto).toContain(
      "Nenhum produto vendido - Registre algumas vendas para ver o ranking de produtos",
    );
    expect(texto).toContain("— sem dados do período anterior");
    expect(texto.join(" ")).not.toMatch(/Infinity|NaN/);
    expect(lerWinAnsi(doc)).toContain("/Title (Relatório de Vendas - Últimos 7 dias)");
  });
});
