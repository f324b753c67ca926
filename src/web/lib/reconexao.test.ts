import { describe, expect, test } from "vitest";
import { atrasoDeReconexao, RECONEXAO } from "./reconexao";

describe("atrasoDeReconexao", () => {
  test("dobra a cada tentativa, de 1 s até o teto de 30 s", () => {
    const semSorteio = [0, 1, 2, 3, 4, 5, 6, 20].map((t) => atrasoDeReconexao(t, 0));
    expect(semSorteio).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  test("o sorteio encurta em até metade, nunca alonga", () => {
    expect(atrasoDeReconexao(0, 0.999_999)).toBe(500);
    expect(atrasoDeReconexao(10, 0.5)).toBe(22_500);
    const sorteios = [0, 0.1, 0.25, 0.5, 0.75, 0.9, 0.999_9, 0.999_999_9];
    const atrasos = sorteios.map((sorteio) => atrasoDeReconexao(3, sorteio));
    expect(atrasos).toEqual([8_000, 7_600, 7_000, 6_000, 5_000, 4_400, 4_000, 4_000]);
    expect(atrasoDeReconexao(50, 0)).toBe(RECONEXAO.maximaMs);
  });
});
