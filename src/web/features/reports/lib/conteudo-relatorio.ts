import { toCentavos } from "@/shared/money";
import { ROTULO_FORMA_PAGAMENTO } from "@/shared/pos/formas-pagamento";
import { type Relatorio, ROTULO_PERIODO } from "@/shared/reports/schemas";
import { formatarDataHora, formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import {
  formatarDia,
  formatarIntervalo,
  formatarPercentual,
  participacao,
  type Variacao,
  variacao,
} from "./formatar";

/**
 * What the exported report says, once: the print window (relatorio-html.ts) and the PDF file
 * (relatorio-pdf.ts) both lay out this text, so they cannot disagree with each other or with the page.
 * Pure (the generation time is a parameter).
 */

export const TITULO_RELATORIO = "Relatório de Vendas";
export const RODAPE_RELATORIO = "Balcão - Sistema de Gestão para Bares";

export interface LinhaResumo {
  rotulo: string;
  valor: string;
  /** What the figure is, in a few words ("receita ÷ produtos vendidos", "12 vendas"). */
  detalhe: string;
  /** Absent for a figure without a growth in the contract (receita por venda). */
  variacao?: Variacao;
}

export interface LinhaMaisVendido {
  posicao: number;
  produto: string;
  categoria: string;
  unidades: string;
  receita: string;
}

export interface LinhaParticipacao {
  rotulo: string;
  receita: string;
  /** "12 vendas" or "30 un." */
  quantidade: string;
  /**
   * "45,2%": share of the split's own total. Payment rows add up to the revenue; category rows are item
   * lines (before a sale's discount) and may add up to a little more — so each split is its own 100%.
   */
  participacao: string;
}

/** One bar of the daily chart: the day (YYYY-MM-DD) and its revenue in centavos. */
export interface BarraDia {
  dia: string;
  centavos: number;
}

export interface ConteudoRelatorio {
  titulo: string;
  estabelecimento: string | null;
  /** "Últimos 30 dias" */
  periodo: string;
  /** "01/03/2025 a 30/03/2025", and its two ends. */
  intervalo: string;
  inicio: string;
  fim: string;
  /** "Comparado com 30/01/2025 a 28/02/2025" */
  comparacao: string;
  /** "30/03/2025 18:42" (São Paulo) */
  geradoEm: string;
  semVendas: boolean;
  resumo: LinhaResumo[];
  /** Every day of the period, zeros included. */
  dias: BarraDia[];
  /** "15/03/2025, R$ 1.234,00"; null without sales. */
  maiorDia: string | null;
  maisVendidos: LinhaMaisVendido[];
  pagamentos: LinhaParticipacao[];
  categorias: LinhaParticipacao[];
  /** "Vendas por atendente": who sold and who closed tabs, their revenue and its share, their service charge. */
  atendentes: LinhaParticipacao[];
  rodape: string;
}

export function vendasTexto(n: number): string {
  return `${formatarInteiro(n)} ${n === 1 ? "venda" : "vendas"}`;
}

function participacoes<T>(
  linhas: readonly T[],
  receita: (linha: T) => string,
  rotulo: (linha: T) => string,
  quantidade: (linha: T) => string,
  /** A row without revenue that still belongs in the list (a waiter with the service charge alone). */
  manter: (linha: T) => boolean = () => false,
): LinhaParticipacao[] {
  const comCentavos = linhas.map((linha) => ({ linha, centavos: toCentavos(receita(linha)) }));
  // Shares of the split's own total, so they add up to 100% whatever the rows count (see LinhaParticipacao).
  const totalCentavos = comCentavos.reduce((soma, l) => soma + l.centavos, 0);
  return comCentavos
    .filter(({ linha, centavos }) => centavos > 0 || manter(linha))
    .sort((a, b) => b.centavos - a.centavos)
    .map(({ linha, centavos }) => ({
      rotulo: rotulo(linha),
      receita: formatarDinheiro(receita(linha)),
      quantidade: quantidade(linha),
      participacao: formatarPercentual(participacao(centavos, totalCentavos)),
    }));
}

export function montarConteudoRelatorio(
  relatorio: Relatorio,
  opcoes: { geradoEm: Date; estabelecimento?: string | null },
): ConteudoRelatorio {
  const { resumo } = relatorio;
  const dias = relatorio.receitaPorDia.map((d) => ({ dia: d.data, centavos: toCentavos(d.receita) }));
  // The first best day, if several tie.
  const maior = relatorio.receitaPorDia.reduce<{ dia: string; receita: string; centavos: number } | null>(
    (melhor, d) => {
      const centavos = toCentavos(d.receita);
      return !melhor || centavos > melhor.centavos ? { dia: d.data, receita: d.receita, centavos } : melhor;
    },
    null,
  );
  return {
    titulo: TITULO_RELATORIO,
    estabelecimento: opcoes.estabelecimento?.trim() || null,
    periodo: ROTULO_PERIODO[relatorio.periodo],
    intervalo: formatarIntervalo(relatorio.inicio, relatorio.fim),
    inicio: formatarDia(relatorio.inicio),
    fim: formatarDia(relatorio.fim),
    comparacao: `Comparado com ${formatarIntervalo(relatorio.inicioAnterior, relatorio.fimAnterior)}`,
    geradoEm: formatarDataHora(opcoes.geradoEm),
    semVendas: resumo.numeroVendas === 0,
    resumo: [
      {
        rotulo: "Receita Total",
        valor: formatarDinheiro(resumo.receitaTotal),
        detalhe: "descontos abatidos; sem taxa de serviço e couvert",
        variacao: variacao(resumo.crescimentoReceita),
      },

      {
        rotulo: "Produtos Vendidos",
        valor: formatarInteiro(resumo.produtosVendidos),
        detalhe: resumo.produtosVendidos === 1 ? "unidade" : "unidades",
        variacao: variacao(resumo.crescimentoProdutos),
      },
      {
        rotulo: "Ticket Médio",
        valor: formatarDinheiro(resumo.ticketMedio),
        detalhe: "receita ÷ produtos vendidos",
        variacao: variacao(resumo.crescimentoTicket),
      },
      {
        rotulo: "Margem de Lucro",
        valor: formatarPercentual(resumo.margemLucro),
        detalhe: resumo.margemLucro === null ? "sem vendas no período" : "sobre o preço de compra",
        variacao: variacao(resumo.crescimentoMargem, "p.p."),
      },
      {
        rotulo: "Receita por Venda",
        valor: formatarDinheiro(resumo.receitaPorVenda),
        detalhe: `receita ÷ ${vendasTexto(resumo.numeroVendas)}`,
      },
      // The number of sales is in the line above; this place goes to what is collected apart from the
      // revenue (decisions 150–151), so the summary keeps its six boxes.
      {
        rotulo: "Taxa de serviço arrecadada",
        valor: formatarDinheiro(resumo.taxaServico),
        detalhe: `fora da receita · couvert arrecadado ${formatarDinheiro(resumo.couvert)}`,
      },
    ],
    dias,
    maiorDia:
      maior && maior.centavos > 0 ? `${formatarDia(maior.dia)}, ${formatarDinheiro(maior.receita)}` : null,
    maisVendidos: relatorio.maisVendidos.slice(0, 5).map((p, i) => ({
      posicao: i + 1,
      produto: p.produto,
      categoria: p.categoria,
      unidades: `${formatarInteiro(p.vendas)} un.`,
      receita: formatarDinheiro(p.receita),
    })),
    pagamentos: participacoes(
      relatorio.receitaPorPagamento,
      (l) => l.receita,
      (l) => ROTULO_FORMA_PAGAMENTO[l.forma_pagamento],
      (l) => vendasTexto(l.vendas),
    ),
    categorias: participacoes(
      relatorio.receitaPorCategoria,
      (l) => l.receita,
      (l) => l.categoria,
      (l) => `${formatarInteiro(l.unidades)} un.`,
    ),
    atendentes: participacoes(
      relatorio.porAtendente,
      (l) => l.receita,
      (l) => l.nome,
      (l) =>
        `${vendasTexto(l.vendas)} · ${formatarInteiro(l.comandas)} ${l.comandas === 1 ? "comanda" : "comandas"}` +
        (l.taxa_servico === "0.00" ? "" : ` · taxa de serviço ${formatarDinheiro(l.taxa_servico)}`),
      (l) => l.taxa_servico !== "0.00",
    ),
    rodape: RODAPE_RELATORIO,
  };
}
