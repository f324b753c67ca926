import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CENTAVOS } from "../fields";
import {
  calcularTaxaServico,
  calcularTroco,
  dividirIgualmente,
  faltaPagar,
  rotuloPercentual,
  rotuloTaxaServico,
  totalAPagar,
  valorPorItens,
} from "./conta";

const centavos = fc.integer({ min: 0, max: MAX_CENTAVOS });
const pessoas = fc.integer({ min: 1, max: 200 });

describe("dividirIgualmente", () => {
  it("R$ 100,00 between 3 people is 33,34 + 33,33 + 33,33", () => {
    expect(dividirIgualmente(10_000, 3)).toEqual([3334, 3333, 3333]);
  });

  it("an amount that divides exactly gives equal shares; one person pays everything", () => {
    expect(dividirIgualmente(11_000, 4)).toEqual([2750, 2750, 2750, 2750]);
    expect(dividirIgualmente(1, 1)).toEqual([1]);
    expect(dividirIgualmente(2, 3)).toEqual([1, 1, 0]);
  });

  it("adds up to the amount exactly, largest first, shares at most one centavo apart", () => {
    fc.assert(
      fc.property(centavos, pessoas, (total, n) => {
        const partes = dividirIgualmente(total, n);
        expect(partes).toHaveLength(n);
        expect(partes.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...partes) - Math.min(...partes)).toBeLessThanOrEqual(1);
        expect([...partes].sort((a, b) => b - a)).toEqual(partes);
      }),
    );
  });

  it("paying one share and splitting what is left between the others gives the same shares", () => {
    fc.assert(
      fc.property(centavos, fc.integer({ min: 2, max: 200 }), (total, n) => {
        const [primeira, ...resto] = dividirIgualmente(total, n);
        expect(dividirIgualmente(total - primeira!, n - 1)).toEqual(resto);
      }),
    );
  });

  it("refuses zero people and fractions of a centavo", () => {
    expect(() => dividirIgualmente(100, 0)).toThrow(RangeError);
    expect(() => dividirIgualmente(100.5, 2)).toThrow(RangeError);
    expect(() => dividirIgualmente(-1, 2)).toThrow(RangeError);
  });
});

describe("calcularTaxaServico", () => {
  it("10 % of R$ 100,00 is R$ 10,00; rounds half up to the centavo", () => {
    expect(calcularTaxaServico(10_000, "10.00")).toBe(1000);
    expect(calcularTaxaServico(1005, "10.00")).toBe(101); // 100,5 centavos → 101
    expect(calcularTaxaServico(1004, "10.00")).toBe(100);
    expect(calcularTaxaServico(3333, "12.50")).toBe(417); // 416,625 → 417
  });

  it("nothing on a zero base or a zero percentage", () => {
    expect(calcularTaxaServico(0, "10.00")).toBe(0);
    expect(calcularTaxaServico(5000, "0.00")).toBe(0);
  });

  it("matches base × percent ÷ 100 rounded half up, for any amount", () => {
    fc.assert(
      fc.property(centavos, fc.integer({ min: 0, max: 10_000 }), (base, pontos) => {
        const percentual = `${Math.floor(pontos / 100)}.${String(pontos % 100).padStart(2, "0")}`;
        const exato = BigInt(base) * BigInt(pontos);
        const esperado = exato / 10_000n + (exato % 10_000n >= 5_000n ? 1n : 0n);
        expect(calcularTaxaServico(base, percentual)).toBe(Number(esperado));
      }),
    );
  });
});

describe("rótulos", () => {
  it("names the percentage as the bill prints it", () => {
    expect(rotuloPercentual("10.00")).toBe("10%");
    expect(rotuloPercentual("12.50")).toBe("12,5%");
    expect(rotuloPercentual("8.25")).toBe("8,25%");
    expect(rotuloTaxaServico("10.00")).toBe("Taxa de serviço (10%)");
  });
});

describe("valorPorItens", () => {
  it("a person's items plus the service on them and their couvert", () => {
    expect(
      valorPorItens({
        itensCentavos: 3000,
        subtotalCentavos: 10_000,
        descontoCentavos: 0,
        percentualServico: "10.00",
        couvertCentavos: 1500,
      }),
    ).toBe(3000 + 300 + 1500);
  });

  it("takes the person's part of the discount, in proportion to their items", () => {
    expect(
      valorPorItens({
        itensCentavos: 2500,
        subtotalCentavos: 10_000,
        descontoCentavos: 1000,
        percentualServico: "0.00",
        couvertCentavos: 0,
      }),
    ).toBe(2250);
  });

  it("everyone's items together never pass the whole bill by more than a centavo per person", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 2000 }),
        (itens, pontos) => {
          const subtotal = itens.reduce((a, b) => a + b, 0);
          const desconto = Math.floor(subtotal / 7);
          const percentual = `${Math.floor(pontos / 100)}.${String(pontos % 100).padStart(2, "0")}`;
          const partes = itens.map((i) =>
            valorPorItens({
              itensCentavos: i,
              subtotalCentavos: subtotal,
              descontoCentavos: desconto,
              percentualServico: percentual,
              couvertCentavos: 0,
            }),
          );
          const base = subtotal - desconto;
          const conta = base + calcularTaxaServico(base, percentual);
          expect(Math.abs(partes.reduce((a, b) => a + b, 0) - conta)).toBeLessThanOrEqual(2 * itens.length);
        },
      ),
    );
  });
});

describe("troco e falta pagar", () => {
  it("change is what was handed over less the payment; not enough is null", () => {
    expect(calcularTroco(4250, 5000)).toBe(750);
    expect(calcularTroco(4250, 4250)).toBe(0);
    expect(calcularTroco(4250, 4000)).toBeNull();
  });

  it("the customer pays revenue, service and couvert; what is left never goes below zero", () => {
    const v = { total: 10_000, taxaServico: 1000, couvert: 6000, pago: 5000 };
    expect(totalAPagar(v)).toBe(17_000);
    expect(faltaPagar(v)).toBe(12_000);
    expect(faltaPagar({ ...v, pago: 20_000 })).toBe(0);
  });
});
