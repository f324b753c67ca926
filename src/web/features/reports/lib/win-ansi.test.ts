import { describe, expect, it } from "vitest";
import { paraWinAnsi } from "./win-ansi";

describe("paraWinAnsi", () => {
  it("keeps Portuguese and the WinAnsi punctuation", () => {
    const texto = "Relatório — Água, Energético, ação, não, preço, 1º, “aspas” – … • R$\u00a01.234,56 €";
    expect(paraWinAnsi(texto)).toBe(texto);
  });

  it("composes decomposed accents", () => {
    expect(paraWinAnsi("a\u0301gua")).toBe("água");
  });

  it("replaces what the standard font cannot draw, instead of garbling the whole line", () => {
    expect(paraWinAnsi("Chopp 🍺 gelado")).toBe("Chopp gelado");
    expect(paraWinAnsi("Saquê 🇯🇵")).toBe("Saquê");
    expect(paraWinAnsi("−3,2%")).toBe("-3,2%");
    expect(paraWinAnsi("10\u202f%")).toBe("10 %");
    expect(paraWinAnsi("Ōkami")).toBe("Okami");
    expect(paraWinAnsi("啤酒 IPA")).toBe("?? IPA");
  });

  it("leaves only characters in the WinAnsi range", () => {
    const saida = paraWinAnsi("Cerveja 🍺 Ōkami — 啤酒 − ✓");
    for (const c of saida) {
      const code = c.codePointAt(0)!;
      expect(code <= 0xff || "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".includes(c)).toBe(true);
    }
  });
});
