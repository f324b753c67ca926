import type { FigurasCaixa } from "../resumo";

/** A night at the till: R$ 200,00 of float, three methods, change, a sangria, a suprimento, a refund. */
export const NOITE: FigurasCaixa = {
  fundo: 200_00,
  pagamentos: {
    dinheiro: { quantidade: 5, recebido: 350_00, troco: 30_00 },
    pix: { quantidade: 4, recebido: 120_00, troco: 0 },
    cartao_debito: { quantidade: 2, recebido: 80_00, troco: 0 },
  },
  movimentos: [
    { tipo: "suprimento", forma_pagamento: "dinheiro", valor: 50_00 },
    { tipo: "sangria", forma_pagamento: "dinheiro", valor: 100_00 },
    { tipo: "estorno", forma_pagamento: "pix", valor: 10_00 },
  ],
  contado: null,
  vendas: 7,
  comandas: 2,
  taxaServico: 12_34,
  couvert: 30_00,
};
