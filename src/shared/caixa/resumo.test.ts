import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toCentavos } from "../money";
import { FORMAS_PAGAMENTO } from "../pos/formas-pagamento";
import { NOITE } from "./__fixtures__/noite";
import { esperadoPorForma, linhasVisiveis, resumirCaixa } from "./resumo";

describe("resumo do caixa", () => {
  it("esperado: fundo + recebido − troco + suprimentos − sangrias no dinheiro; recebido − estornos nas outras", () => {
    expect(esperadoPorForma(NOITE)).toEqual({
      dinheiro: 470_00,
      pix: 110_00,
      cartao_debito: 80_00,
      cartao_credito: 0,
      transferencia: 0,
    });
  });

  it("aberto: sem contado nem diferença; fechado: a diferença de cada forma e do total", () => {
    const aberto = resumirCaixa(NOITE);
    expect(aberto.total_esperado).toBe("660.00");
    expect(aberto.total_contado).toBeNull();
    expect(aberto.linhas.every((l) => l.contado === null && l.diferenca === null)).toBe(true);

    const fechado = resumirCaixa({
      ...NOITE,
      contado: { dinheiro: 465_00, pix: 110_00, cartao_debito: 80_00, cartao_credito: 0, transferencia: 0 },
    });
    expect(fechado.linhas[0]).toEqual({
      forma_pagamento: "dinheiro",
      pagamentos: 5,
      recebido: "350.00",
      troco: "30.00",
      estornos: "0.00",
      esperado: "470.00",
      contado: "465.00",
      diferenca: "-5.00",
    });
    expect(fechado.linhas[1]).toMatchObject({ estornos: "10.00", esperado: "110.00", diferenca: "0.00" });
    expect(fechado).toMatchObject({
      suprimentos: "50.00",
      sangrias: "100.00",
      total_esperado: "660.00",
      total_contado: "655.00",
      diferenca: "-5.00",
      taxa_servico: "12.34",
      couvert: "30.00",
    });
  });

  it("a transferência só aparece quando houve; dinheiro, PIX e cartões sempre", () => {
    expect(linhasVisiveis(resumirCaixa(NOITE)).map((l) => l.forma_pagamento)).toEqual([
      "dinheiro",
      "pix",
      "cartao_debito",
      "cartao_credito",
    ]);
    const comTransferencia = resumirCaixa({
      ...NOITE,
      pagamentos: { transferencia: { quantidade: 1, recebido: 1, troco: 0 } },
    });
    expect(linhasVisiveis(comTransferencia)).toHaveLength(5);
  });

  it("exato ao centavo: o total esperado é a soma das formas, e o total contado menos ele é a diferença", () => {
    const centavos = fc.integer({ min: 0, max: 5_000_000 });
    const pagamento = fc.record({
      quantidade: fc.nat(50),
      recebido: centavos,
      troco: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        fc.record({
          fundo: centavos,
          pagamentos: fc.dictionary(fc.constantFrom(...FORMAS_PAGAMENTO), pagamento),
          movimentos: fc.array(
            fc.record({
              tipo: fc.constantFrom("sangria", "suprimento", "estorno" as const),
              forma_pagamento: fc.constantFrom(...FORMAS_PAGAMENTO),
              valor: centavos,
            }),
            { maxLength: 10 },
          ),
          contado: fc.record({
            dinheiro: centavos,
            pix: centavos,
            cartao_debito: centavos,
            cartao_credito: centavos,
            transferencia: centavos,
          }),
        }),
        (f) => {
          const resumo = resumirCaixa({ ...f, vendas: 0, comandas: 0, taxaServico: 0, couvert: 0 });
          const soma = (campo: "esperado" | "contado" | "diferenca") =>
            resumo.linhas.reduce((total, l) => total + toCentavos(l[campo] ?? "0"), 0);
          expect(soma("esperado")).toBe(toCentavos(resumo.total_esperado));
          expect(soma("contado")).toBe(toCentavos(resumo.total_contado!));
          expect(soma("diferenca")).toBe(toCentavos(resumo.diferenca!));
          expect(toCentavos(resumo.total_contado!) - toCentavos(resumo.total_esperado)).toBe(
            toCentavos(resumo.diferenca!),
          );
        },
      ),
    );
  });
});
