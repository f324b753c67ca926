import { CATEGORIAS } from "../catalog/categorias";
import { FORMAS_PAGAMENTO } from "../pos/formas-pagamento";
import { z } from "../zod";

/**
 * Sales reports (spec §2.6, §3 report data, §9 periods and formulas). Computed on the server, in SQL,
 * from direct sales and closed tabs — never from stock exits — and exact to the centavo.
 * Money travels as "12.50" text; percentages as numbers with at most one decimal, or null when there is
 * nothing to compare with (a new account shows no growth, not "Infinity %"). Ratios are computed from the
 * exact integers (centavos, units) and rounded once, half away from zero (src/shared/reports/metricas.ts).
 */

export const PERIODOS_RELATORIO = ["7dias", "30dias", "90dias", "1ano"] as const;
export type PeriodoRelatorio = (typeof PERIODOS_RELATORIO)[number];

export const PERIODO_PADRAO: PeriodoRelatorio = "30dias";

/** Days covered by each period (§9): calendar days in America/Sao_Paulo, today included. */
export const DIAS_POR_PERIODO: Record<PeriodoRelatorio, number> = {
  "7dias": 7,
  "30dias": 30,
  "90dias": 90,
  "1ano": 365,
};

export const ROTULO_PERIODO: Record<PeriodoRelatorio, string> = {
  "7dias": "Últimos 7 dias",
  "30dias": "Últimos 30 dias",
  "90dias": "Últimos 90 dias",
  "1ano": "Último ano",
};

export const RelatorioFiltro = z.object({
  periodo: z.enum(PERIODOS_RELATORIO, { error: "Período inválido" }).default(PERIODO_PADRAO),
});
export type RelatorioFiltro = z.output<typeof RelatorioFiltro>;

export const ResumoRelatorio = z.object({
  /**
   * Σ totals of direct sales and closed tabs in the period, net of discounts; without the service charge
   * and the couvert, which belong to the staff and the artist (decisions 150–151).
   */
  receitaTotal: z.string(),
  /** "Taxa de serviço arrecadada": Σ of the service charge collected in the period; not revenue. */
  taxaServico: z.string(),
  /** "Couvert arrecadado": Σ of the couvert collected in the period; not revenue. */
  couvert: z.string(),
  /** Units sold (sales items + closed tabs' items). */
  produtosVendidos: z.number().int(),
  /** As the spec defines it: revenue ÷ units sold, to the centavo; "0.00" when nothing was sold. */
  ticketMedio: z.string(),
  /**
   * Revenue ÷ number of sales (direct sales + closed tabs): what a bar usually calls ticket médio;
   * "0.00" without sales.
   */
  receitaPorVenda: z.string(),
  /** Direct sales + closed tabs in the period. */
  numeroVendas: z.number().int(),
  /** (revenue − cost) ÷ revenue × 100, cost at the purchase price kept on each sold item; null without revenue. */
  margemLucro: z.number().nullable(),
  /** % change against the previous period of the same length; null when the previous value is 0. */
  crescimentoReceita: z.number().nullable(),
  crescimentoProdutos: z.number().nullable(),
  /** Of ticketMedio, from the exact ratios (not the rounded centavos). */
  crescimentoTicket: z.number().nullable(),
  /**
   * Change of the margin in percentage points, from the exact margins; null when either period has no
   * revenue.
   */
  crescimentoMargem: z.number().nullable(),
});
export type ResumoRelatorio = z.infer<typeof ResumoRelatorio>;

export const ProdutoMaisVendido = z.object({
  produto_id: z.uuid(),
  produto: z.string(),
  categoria: z.enum(CATEGORIAS),
  /** Units sold. */
  vendas: z.number().int(),
  /** Σ quantity × unit price of its lines (before the sale-level discount). */
  receita: z.string(),
});
export type ProdutoMaisVendido = z.infer<typeof ProdutoMaisVendido>;

export const ReceitaDia = z.object({
  /** YYYY-MM-DD, São Paulo calendar day; every day of the period is present, zeros included. */
  data: z.string(),
  receita: z.string(),
  vendas: z.number().int(),
});
export type ReceitaDia = z.infer<typeof ReceitaDia>;

/**
 * What each payment method received in the period (decision 153): every payment of a sale or a closed tab
 * counts by its own method, so a bill paid part PIX, part card counts in both. Only the methods used,
 * largest first. A payment carries the whole bill it pays, service charge and couvert included: the
 * amounts add up to receitaTotal + taxaServico + couvert, what the till really took in by each method.
 */
export const ReceitaPagamento = z.object({
  forma_pagamento: z.enum(FORMAS_PAGAMENTO),
  receita: z.string(),
  /** Sales and tabs with at least one payment by this method. */
  vendas: z.number().int(),
});
export type ReceitaPagamento = z.infer<typeof ReceitaPagamento>;

/**
 * Only the categories sold in the period, largest revenue first (then most units). Revenue is the lines'
 * (quantity × unit price, as in maisVendidos), before the sale-level discount: the split does not add up
 * to receitaTotal when there were discounts.
 */
export const ReceitaCategoria = z.object({
  categoria: z.enum(CATEGORIAS),
  receita: z.string(),
  unidades: z.number().int(),
});
export type ReceitaCategoria = z.infer<typeof ReceitaCategoria>;

/**
 * "Vendas por atendente": per person, the direct sales they made and the tabs they closed in the period,
 * and the revenue of both (a tab's revenue goes to whoever closed it). Largest revenue first.
 */
export const VendasAtendente = z.object({
  /** The person (equipe id); null for sales and tabs from before staff logins, grouped by the name then. */
  pessoa_id: z.string().nullable(),
  nome: z.string(),
  vendas: z.number().int(),
  comandas: z.number().int(),
  receita: z.string(),
  /** The service charge of their direct sales and of the tabs they opened (the table they served). */
  taxa_servico: z.string(),
});
export type VendasAtendente = z.infer<typeof VendasAtendente>;

/** GET /api/relatorios?periodo=30dias */
export const Relatorio = z.object({
  periodo: z.enum(PERIODOS_RELATORIO),
  /** First and last São Paulo calendar day of the period (YYYY-MM-DD), and of the previous one. */
  inicio: z.string(),
  fim: z.string(),
  inicioAnterior: z.string(),
  fimAnterior: z.string(),
  resumo: ResumoRelatorio,
  /** Top 5 by units sold; ties go to the larger revenue, then the name. Empty without sales. */
  maisVendidos: z.array(ProdutoMaisVendido),
  receitaPorDia: z.array(ReceitaDia),
  receitaPorPagamento: z.array(ReceitaPagamento),
  receitaPorCategoria: z.array(ReceitaCategoria),
  porAtendente: z.array(VendasAtendente),
});
export type Relatorio = z.infer<typeof Relatorio>;
