import { describe, expect, it } from "vitest";
import { paramTexto, rotuloMetodo, rotuloStatus, tipoMetodo } from "./pagamento";

describe("payment return parameters", () => {
  it("classifies the method: boleto and bank_slip, pix, anything else", () => {
    expect(tipoMetodo("boleto")).toBe("boleto");
    expect(tipoMetodo("BANK_SLIP")).toBe("boleto");
    expect(tipoMetodo(" pix ")).toBe("pix");
    expect(tipoMetodo("credit_card")).toBe("outro");
    expect(tipoMetodo(null)).toBe("outro");
  });

  it("names known methods and statuses in Portuguese and keeps unknown ones as given", () => {
    expect(rotuloMetodo("bank_slip")).toBe("Boleto bancário");
    expect(rotuloMetodo("wallet")).toBe("wallet");
    expect(rotuloStatus("approved")).toBe("Aprovado");
    expect(rotuloStatus("in_process")).toBe("Em processamento");
    expect(rotuloStatus("weird")).toBe("weird");
  });

  it("treats blank parameters as absent and bounds long ones", () => {
    expect(paramTexto(null)).toBeNull();
    expect(paramTexto("   ")).toBeNull();
    expect(paramTexto(" 123 ")).toBe("123");
    const longo = paramTexto("x".repeat(500), 10)!;
    expect(longo).toHaveLength(10);
    expect(longo.endsWith("…")).toBe(true);
  });
});
