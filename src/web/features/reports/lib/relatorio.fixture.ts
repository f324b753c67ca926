import type { Relatorio } from "@/shared/reports/schemas";

/**
 * A hand-made report for the unit tests of the export (never imported by the app: the page shows only
 * what GET /api/relatorios answers). Numbers chosen to be checkable by hand: 30 sales, R$ 1.234,50.
 */
export const RELATORIO_EXEMPLO: Relatorio = {
  periodo: "7dias",
  inicio: "2025-03-24",
  fim: "2025-03-30",
  inicioAnterior: "2025-03-17",
  fimAnterior: "2025-03-23",
  resumo: {
    receitaTotal: "1234.50",
    taxaServico: "98.40",
    couvert: "60.00",
    produtosVendidos: 150,
    ticketMedio: "8.23",
    receitaPorVenda: "41.15",
    numeroVendas: 30,
    margemLucro: 38.2,
    crescimentoReceita: 12.5,
    crescimentoProdutos: -3.2,
    crescimentoTicket: 0,
    crescimentoMargem: null,
  },
  maisVendidos: [
    {
      produto_id: "0b9a6f4e-2d51-4a8e-9d3c-1f5e7a9b2c01",
      produto: "Chopp <Pilsen> & Cia 🍺",
      categoria: "Cerveja",
      vendas: 60,
      receita: "540.00",
    },
    {
      produto_id: "0b9a6f4e-2d51-4a8e-9d3c-1f5e7a9b2c02",
      produto: "Água Tônica São Geraldo",
      categoria: "Água",
      vendas: 40,
      receita: "200.00",
    },
    {
      produto_id: "0b9a6f4e-2d51-4a8e-9d3c-1f5e7a9b2c03",
      produto: "Porção de Fritas",
      categoria: "Petisco",
      vendas: 25,
      receita: "375.00",
    },
    {
      produto_id: "0b9a6f4e-2d51-4a8e-9d3c-1f5e7a9b2c04",
      produto: "Caipirinha de Limão",
      categoria: "Destilado",
      vendas: 15,
      receita: "270.00",
    },
    {
      produto_id: "0b9a6f4e-2d51-4a8e-9d3c-1f5e7a9b2c05",
      produto: "Energético Açaí",
      categoria: "Energético",
      vendas: 10,
      receita: "120.00",
    },
  ],
  receitaPorDia: [
    { data: "2025-03-24", receita: "0.00", vendas: 0 },
    { data: "2025-03-25", receita: "100.00", vendas: 3 },
    { data: "2025-03-26", receita: "150.50", vendas: 4 },
    { data: "2025-03-27", receita: "84.00", vendas: 2 },
    { data: "2025-03-28", receita: "400.00", vendas: 9 },
    { data: "2025-03-29", receita: "500.00", vendas: 12 },
    { data: "2025-03-30", receita: "0.00", vendas: 0 },
  ],
  receitaPorPagamento: [
    { forma_pagamento: "pix", receita: "600.00", vendas: 14 },
    { forma_pagamento: "dinheiro", receita: "234.50", vendas: 6 },
    { forma_pagamento: "cartao_credito", receita: "400.00", vendas: 10 },
  ],
  receitaPorCategoria: [
    { categoria: "Cerveja", receita: "540.00", unidades: 60 },
    { categoria: "Petisco", receita: "375.00", unidades: 25 },
    { categoria: "Destilado", receita: "270.00", unidades: 15 },
    { categoria: "Água", receita: "200.00", unidades: 40 },
    { categoria: "Energético", receita: "120.00", unidades: 10 },
  ],
  porAtendente: [
    {
      pessoa_id: "pessoa-carla",
      nome: "Carla",
      vendas: 18,
      comandas: 4,
      receita: "820.00",
      taxa_servico: "0.00",
    },
    {
      pessoa_id: "pessoa-gil",
      nome: "Gil",
      vendas: 0,
      comandas: 6,
      receita: "314.50",
      taxa_servico: "98.40",
    },
    { pessoa_id: null, nome: "Sistema", vendas: 2, comandas: 0, receita: "100.00", taxa_servico: "0.00" },
  ],
};

/** The same period with no sale at all: a new account. */
export const RELATORIO_VAZIO: Relatorio = {
  ...RELATORIO_EXEMPLO,
  resumo: {
    receitaTotal: "0.00",
    taxaServico: "0.00",
    couvert: "0.00",
    produtosVendidos: 0,
    ticketMedio: "0.00",
    receitaPorVenda: "0.00",
    numeroVendas: 0,
    margemLucro: null,
    crescimentoReceita: null,
    crescimentoProdutos: null,
    crescimentoTicket: null,
    crescimentoMargem: null,
  },
  maisVendidos: [],
  receitaPorDia: RELATORIO_EXEMPLO.receitaPorDia.map((d) => ({ ...d, receita: "0.00", vendas: 0 })),
  receitaPorPagamento: [],
  receitaPorCategoria: [],
  porAtendente: [],
};
