import { describe, expect, test } from "vitest";
import {
  crescimento,
  crescimentoFracao,
  crescimentoMargem,
  diaEmSaoPaulo,
  dividirCentavos,
  limitesDoPeriodo,
  margemLucro,
  somarDias,
} from "./metricas";

describe("calendário de São Paulo", () => {
  test("o dia é o de São Paulo, não o de UTC", () => {
    expect(diaEmSaoPaulo(new Date("2025-03-15T02:59:59Z"))).toBe("2025-03-14");
    expect(diaEmSaoPaulo(new Date("2025-03-15T03:00:00Z"))).toBe("2025-03-15");
  });

  test("somarDias atravessa meses, anos e 29 de fevereiro", () => {
    expect(somarDias("2024-02-28", 1)).toBe("2024-02-29");
    expect(somarDias("2024-03-01", -1)).toBe("2024-02-29");
    expect(somarDias("2025-03-01", -1)).toBe("2025-02-28");
    expect(somarDias("2024-12-31", 1)).toBe("2025-01-01");
    expect(somarDias("2025-03-14", -364)).toBe("2024-03-15");
  });

  test("cada período: os últimos N dias com hoje, e os N anteriores", () => {
    const agora = new Date("2025-03-14T15:00:00Z");
    expect(limitesDoPeriodo("7dias", agora)).toEqual({
      inicio: "2025-03-08",
      fim: "2025-03-14",
      inicioAnterior: "2025-03-01",
      fimAnterior: "2025-03-07",
    });
    expect(limitesDoPeriodo("30dias", agora)).toEqual({
      inicio: "2025-02-13",
      fim: "2025-03-14",
      inicioAnterior: "2025-01-14",
      fimAnterior: "2025-02-12",
    });
    expect(limitesDoPeriodo("90dias", agora)).toMatchObject({
      inicio: "2024-12-15",
      inicioAnterior: "2024-09-16",
    });
    expect(limitesDoPeriodo("1ano", agora)).toEqual({
      inicio: "2024-03-15",
      fim: "2025-03-14",
      inicioAnterior: "2023-03-16",
      fimAnterior: "2024-03-14",
    });
  });
});

describe("fórmulas", () => {
  test("dividirCentavos arredonda ao centavo, metade para cima; sem divisor é 0", () => {
    expect(dividirCentavos(17200, 15)).toBe(1147); // 1146.66…
    expect(dividirCentavos(1, 2)).toBe(1); // 0.5
    expect(dividirCentavos(4, 3)).toBe(1);
    expect(dividirCentavos(500, 0)).toBe(0);
  });

  test("crescimento: uma casa, metade longe do zero, nulo sem base", () => {
    expect(crescimento(17200, 3000)).toBe(473.3);
    expect(crescimento(10005, 10000)).toBe(0.1); // 0.05 exactly
    expect(crescimento(9995, 10000)).toBe(-0.1); // −0.05 exactly
    expect(crescimento(0, 500)).toBe(-100);
    expect(crescimento(500, 500)).toBe(0);
    expect(crescimento(500, 0)).toBeNull();
    expect(crescimento(0, 0)).toBeNull();
  });

  test("crescimento de uma razão usa as frações exatas, não os centavos arredondados", () => {
    // 172/15 = 11.4666… against 6: 91.11…% (with the rounded 11.47 it would be 91.17 → 91.2)
    expect(crescimentoFracao({ num: 17200, den: 15 }, { num: 3000, den: 5 })).toBe(91.1);
    expect(crescimentoFracao({ num: 0, den: 0 }, { num: 3000, den: 5 })).toBe(-100);
    expect(crescimentoFracao({ num: 3000, den: 5 }, { num: 0, den: 0 })).toBeNull();
    expect(crescimentoFracao({ num: 3000, den: 5 }, { num: 0, den: 3 })).toBeNull();
  });

  test("margem de lucro: nula sem receita, negativa quando o custo passa da receita", () => {
    expect(margemLucro({ receita: 17200, custo: 6470 })).toBe(62.4);
    expect(margemLucro({ receita: 1000, custo: 1500 })).toBe(-50);
    expect(margemLucro({ receita: 0, custo: 0 })).toBeNull();
  });

  test("crescimento da margem em pontos percentuais, das margens exatas", () => {
    // 62.383…% − 58.333…% = 4.050… points
    expect(crescimentoMargem({ receita: 17200, custo: 6470 }, { receita: 3000, custo: 1250 })).toBe(4.1);
    // 61.782…% − 68% = −6.217…
    expect(crescimentoMargem({ receita: 20200, custo: 7720 }, { receita: 5000, custo: 1600 })).toBe(-6.2);
    expect(crescimentoMargem({ receita: 0, custo: 0 }, { receita: 5000, custo: 1600 })).toBeNull();
    expect(crescimentoMargem({ receita: 5000, custo: 1600 }, { receita: 0, custo: 0 })).toBeNull();
  });

  test("valores grandes continuam exatos (BigInt)", () => {
    // R$ 90 million of revenue over 1 unit against R$ 80 million over 3: no float error on the way.
    expect(crescimentoFracao({ num: 9_000_000_000, den: 1 }, { num: 8_000_000_000, den: 3 })).toBe(237.5);
  });
});
