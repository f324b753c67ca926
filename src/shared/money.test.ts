import { describe, expect, it } from "vitest";
import { formatarCentavos, fromCentavos, toCentavos } from "./money";

describe("money", () => {
  it("reads numeric strings as exact centavos", () => {
    expect(toCentavos("89.90")).toBe(8990);
    expect(toCentavos("0.1")).toBe(10);
    expect(toCentavos("838,80")).toBe(83880);
    expect(toCentavos("-5.05")).toBe(-505);
    expect(toCentavos(0.29)).toBe(29);
  });

  it("rejects what is not money", () => {
    expect(() => toCentavos("abc")).toThrow();
    expect(() => toCentavos("1.234")).toThrow();
  });

  it("writes centavos back as numeric strings", () => {
    expect(fromCentavos(8990)).toBe("89.90");
    expect(fromCentavos(5)).toBe("0.05");
    expect(fromCentavos(-505)).toBe("-5.05");
  });

  it("sums without float drift", () => {
    const total = ["0.10", "0.20", "0.30"].map(toCentavos).reduce((a, b) => a + b, 0);
    expect(fromCentavos(total)).toBe("0.60");
  });

  it("displays BRL the pt-BR way", () => {
    expect(formatarCentavos(123456).replace(/\s/g, " ")).toBe("R$ 1.234,56");
  });
});
