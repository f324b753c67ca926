import { describe, expect, it } from "vitest";
import { ROTULO_STATUS_ESTOQUE, statusEstoque } from "./estoque-status";

const status = (estoque_atual: number, estoque_minimo: number) =>
  statusEstoque({ estoque_atual, estoque_minimo });

describe("statusEstoque", () => {
  it("is Crítico below half of the minimum", () => {
    expect(status(0, 10)).toBe("critico");
    expect(status(4, 10)).toBe("critico");
    // Odd minimum: half of 9 is 4.5, so 4 is critical and 5 is not.
    expect(status(4, 9)).toBe("critico");
    expect(status(0, 1)).toBe("critico");
  });

  it("is Baixo from half of the minimum up to just below it", () => {
    expect(status(5, 10)).toBe("baixo");
    expect(status(9, 10)).toBe("baixo");
    expect(status(5, 9)).toBe("baixo");
  });

  it("is Normal at or above the minimum", () => {
    expect(status(10, 10)).toBe("normal");
    expect(status(500, 10)).toBe("normal");
  });

  it("is Normal when there is no minimum, even with no stock", () => {
    expect(status(0, 0)).toBe("normal");
  });

  it("has the spec's labels", () => {
    expect(ROTULO_STATUS_ESTOQUE).toEqual({ critico: "Crítico", baixo: "Baixo", normal: "Normal" });
  });
});
