import { describe, expect, it } from "vitest";
import { LARGURA_RECIBO } from "../pos/recibo";
import fechamentoCaixa from "./__fixtures__/fechamento-caixa.txt?raw";
import { NOITE } from "./__fixtures__/noite";
import { diferencaRecibo, montarFechamentoCaixa } from "./impressao";
import { resumirCaixa } from "./resumo";
import type { Caixa, EstabelecimentoNota } from "./schemas";

const estabelecimento: EstabelecimentoNota = {
  nomeEstabelecimento: "Bar do Zé",
  cnpjCpfEstabelecimento: "11222333000181",
  enderecoEstabelecimento: "Rua das Flores, 123 - Centro, São Paulo/SP",
  telefoneEstabelecimento: "(11) 3333-4444",
};

/** The night of resumo.test.ts, closed R$ 5,00 short in cash. */
const caixa: Caixa = {
  id: "7d1f3c9e-2b4a-4c6d-8e0f-1a2b3c4d5e6f",
  terminal: "Caixa 1",
  status: "fechado",
  fundo_troco: "200.00",
  aberto_por: "Ana Souza",
  // 21:00 UTC is 18:00 in São Paulo; the close is after midnight there.
  aberto_em: "2025-03-14T21:00:00.000Z",
  fechado_por: "Bruno Lima",
  fechado_em: "2025-03-15T05:10:42.000Z",
  observacoes: "Faltaram R$ 5,00: troco dado a mais na mesa 4.",
  resumo: resumirCaixa({
    ...NOITE,
    contado: { dinheiro: 465_00, pix: 110_00, cartao_debito: 80_00, cartao_credito: 0, transferencia: 0 },
  }),
  movimentos: [
    {
      id: "0b6e7d1c-1111-4c6d-8e0f-1a2b3c4d5e6f",
      tipo: "suprimento",
      forma_pagamento: "dinheiro",
      valor: "50.00",
      motivo: "Troco em moedas",
      registrado_por: "Ana Souza",
      created_at: "2025-03-14T22:15:00.000Z",
    },
    {
      id: "0b6e7d1c-2222-4c6d-8e0f-1a2b3c4d5e6f",
      tipo: "sangria",
      forma_pagamento: "dinheiro",
      valor: "100.00",
      motivo: "Depósito no cofre do escritório antes do movimento da meia-noite",
      registrado_por: "Bruno Lima",
      created_at: "2025-03-15T02:30:00.000Z",
    },
    {
      id: "0b6e7d1c-3333-4c6d-8e0f-1a2b3c4d5e6f",
      tipo: "estorno",
      forma_pagamento: "pix",
      valor: "10.00",
      motivo: "Cancelamento da venda VEN000042: lançada em dobro",
      registrado_por: "Ana Souza",
      created_at: "2025-03-15T03:05:00.000Z",
    },
  ],
};

describe("Fechamento de Caixa em 80 mm", () => {
  it("confere com o arquivo de referência, caractere por caractere", () => {
    expect(montarFechamentoCaixa({ estabelecimento, caixa })).toBe(fechamentoCaixa);
  });

  it("nenhuma linha passa de 32 caracteres", () => {
    const texto = montarFechamentoCaixa({ estabelecimento, caixa });
    for (const linha of texto.split("\n"))
      expect(Array.from(linha).length).toBeLessThanOrEqual(LARGURA_RECIBO);
  });

  it("aberto: o esperado até agora, sem contado, diferença nem fechamento", () => {
    const aberto: Caixa = {
      ...caixa,
      status: "aberto",
      fechado_em: null,
      fechado_por: null,
      observacoes: null,
      resumo: resumirCaixa(NOITE),
    };
    const texto = montarFechamentoCaixa({ estabelecimento, caixa: aberto });
    expect(texto).toContain("TOTAL ESPERADO:");
    expect(texto).not.toContain("Contado:");
    expect(texto).not.toContain("DIFERENÇA");
    expect(texto).not.toContain("Fechamento:");
  });

  it("a diferença leva o sinal: sobra com +, falta com −, zero sem sinal", () => {
    expect(diferencaRecibo("5.00")).toBe("+R$ 5,00");
    expect(diferencaRecibo("-5.00")).toBe("-R$ 5,00");
    expect(diferencaRecibo("0.00")).toBe("R$ 0,00");
  });
});
