import type { ConteudoRelatorio, LinhaParticipacao } from "./conteudo-relatorio";

/**
 * The printable report (§2.6 "PDF export opens a new window with a printable HTML report (summary,
 * top 5, date, period label)") as one HTML document. Pure: every value is escaped here, so a product
 * name is always text, never markup.
 */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escaparHtml(texto: string): string {
  return texto.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const ESTILO = `
@page { size: A4; margin: 14mm; }
* { box-sizing: border-box; }
html, body { margin: 0; background: #fff; color: #111; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font: 12px/1.45 "Helvetica Neue", Helvetica, Arial, sans-serif; padding: 16px; }
header { border-bottom: 2px solid #111; padding-bottom: 10px; margin-bottom: 16px; }
.estabelecimento { font-size: 13px; color: #444; margin: 0 0 2px; }
h1 { font-size: 22px; margin: 0 0 6px; }
.meta { margin: 0; color: #333; }
.meta strong { color: #111; }
h2 { font-size: 14px; margin: 20px 0 8px; text-transform: uppercase; letter-spacing: .04em; }
.resumo { display: grid; grid-template-columns: repeat(3, 1fr); gap: 8px; }
.cartao { border: 1px solid #bbb; border-radius: 6px; padding: 8px 10px; break-inside: avoid; }
.cartao .rotulo { font-size: 11px; color: #444; margin: 0; }
.cartao .valor { font-size: 18px; font-weight: 700; margin: 2px 0; font-variant-numeric: tabular-nums; }
.cartao .detalhe, .cartao .variacao { font-size: 11px; color: #555; margin: 0; }
.cartao .variacao.queda { color: #b00020; font-weight: 600; }
table { width: 100%; border-collapse: collapse; break-inside: auto; }
th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #ddd; }
th { font-size: 11px; color: #444; text-transform: uppercase; border-bottom: 1px solid #111; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
tr { break-inside: avoid; }
.vazio { color: #555; font-style: italic; }
.colunas { display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
.barras { display: flex; align-items: flex-end; gap: 1px; height: 110px; border-bottom: 1px solid #555; }
.barras span { flex: 1; background: #d68c0a; min-width: 0; }
.eixo { display: flex; justify-content: space-between; color: #555; font-size: 11px; margin-top: 3px; }
footer { margin-top: 24px; padding-top: 8px; border-top: 1px solid #bbb; color: #555; font-size: 11px; display: flex; justify-content: space-between; }
`;

function tabelaParticipacao(titulo: string, colunaRotulo: string, linhas: LinhaParticipacao[]): string {
  const corpo =
    linhas.length === 0
      ? `<p class="vazio">Nenhuma venda no período.</p>`
      : `<table><thead><tr><th>${colunaRotulo}</th><th class="num">Receita</th><th class="num">%</th></tr></thead><tbody>${linhas
          .map(
            (l) =>
              `<tr><td>${escaparHtml(l.rotulo)}<br><small>${escaparHtml(l.quantidade)}</small></td><td class="num">${escaparHtml(l.receita)}</td><td class="num">${escaparHtml(l.participacao)}</td></tr>`,
          )
          .join("")}</tbody></table>`;
  return `<section><h2>${titulo}</h2>${corpo}</section>`;
}

export function montarRelatorioHtml(c: ConteudoRelatorio): string {
  const e = escaparHtml;
  const cartoes = c.resumo
    .map(
      (linha) => `<div class="cartao">
  <p class="rotulo">${e(linha.rotulo)}</p>
  <p class="valor">${e(linha.valor)}</p>
  <p class="detalhe">${e(linha.detalhe)}</p>
  ${linha.variacao ? `<p class="variacao ${linha.variacao.tom}">${e(linha.variacao.texto)}</p>` : ""}
</div>`,
    )
    .join("\n");

  const ranking =
    c.maisVendidos.length === 0
      ? `<p class="vazio">Nenhum produto vendido - Registre algumas vendas para ver o ranking de produtos</p>`
      : `<table>
<thead><tr><th>#</th><th>Produto</th><th>Categoria</th><th class="num">Vendidos</th><th class="num">Receita</th></tr></thead>
<tbody>
${c.maisVendidos
  .map(
    (p) =>
      `<tr><td>${p.posicao}º</td><td>${e(p.produto)}</td><td>${e(p.categoria)}</td><td class="num">${e(p.unidades)}</td><td class="num">${e(p.receita)}</td></tr>`,
  )
  .join("\n")}
</tbody>
</table>`;

  const maior = c.dias.reduce((m, d) => Math.max(m, d.centavos), 0);
  const grafico =
    c.maiorDia && maior > 0
      ? `<section>
<h2>Receita por dia</h2>
<div class="barras" role="img" aria-label="Receita por dia; maior dia: ${e(c.maiorDia)}">${c.dias
          .map((d) => `<span style="height:${((d.centavos / maior) * 100).toFixed(2)}%"></span>`)
          .join("")}</div>
<div class="eixo"><span>${e(c.inicio)}</span><span>Maior dia: ${e(c.maiorDia)}</span><span>${e(c.fim)}</span></div>
</section>`
      : "";

  const tituloDocumento = `${c.titulo} - ${c.periodo}`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<title>${e(tituloDocumento)}</title>
<style>${ESTILO}</style>
</head>
<body>
<header>
${c.estabelecimento ? `<p class="estabelecimento">${e(c.estabelecimento)}</p>` : ""}
<h1>${e(c.titulo)}</h1>
<p class="meta"><strong>Período:</strong> ${e(c.periodo)} (${e(c.intervalo)}) · ${e(c.comparacao)}</p>
<p class="meta"><strong>Gerado em:</strong> ${e(c.geradoEm)}</p>
</header>
<section>
<h2>Resumo</h2>
<div class="resumo">
${cartoes}
</div>
</section>
${grafico}
<section>
<h2>Top 5 produtos mais vendidos</h2>
${ranking}
</section>
<div class="colunas">
${tabelaParticipacao("Recebido por forma de pagamento", "Forma de pagamento", c.pagamentos)}
${tabelaParticipacao("Receita por categoria", "Categoria", c.categorias)}
</div>
${tabelaParticipacao("Vendas por atendente", "Atendente", c.atendentes)}
<footer><span>${e(c.rodape)}</span><span>Gerado em ${e(c.geradoEm)}</span></footer>
</body>
</html>`;
}
