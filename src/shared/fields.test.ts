import { describe, expect, it } from "vitest";
import { ProdutoInput } from "./catalog/schemas";
import { lerCentavos } from "./fields";
import { MovimentacaoInput, rotuloStatusMovimentacao } from "./stock/schemas";

describe("lerCentavos", () => {
  it("reads dot, comma and numbers exactly", () => {
    expect(lerCentavos("12.50")).toBe(1250);
    expect(lerCentavos("12,5")).toBe(1250);
    expect(lerCentavos(" 7 ")).toBe(700);
    expect(lerCentavos(0.29)).toBe(29);
    expect(lerCentavos(19.99)).toBe(1999);
    expect(lerCentavos("-0,01")).toBe(-1);
    expect(lerCentavos("9999999999999.99")).toBe(999_999_999_999_999);
  });

  it("refuses what is not an amount instead of rounding it", () => {
    for (const value of ["", "abc", "1.234", "1.234,56", "1e3", "R$ 5", 0.1 + 0.2, Number.NaN, Infinity]) {
      expect(lerCentavos(value)).toBeNull();
    }
  });
});

describe("ProdutoInput", () => {
  const base = { nome: "X", marca: "M", volume: "1L", categoria: "Cerveja", preco_venda: "5" };

  it("normalises money to two decimals and fills the defaults", () => {
    expect(ProdutoInput.parse({ ...base, preco_compra: "" })).toMatchObject({
      preco_compra: "0.00",
      preco_venda: "5.00",
      estoque_atual: 0,
      estoque_minimo: 10,
      data_validade: null,
    });
  });

  it("accepts stock typed in a form as text", () => {
    expect(ProdutoInput.parse({ ...base, estoque_atual: "12", estoque_minimo: " 3 " })).toMatchObject({
      estoque_atual: 12,
      estoque_minimo: 3,
    });
  });

  it("is idempotent: its output parses to itself (the route and the service both validate)", () => {
    const once = ProdutoInput.parse({ ...base, preco_venda: "12,5", fornecedor: " " });
    expect(ProdutoInput.parse(once)).toEqual(once);
  });
});

describe("MovimentacaoInput", () => {
  const base = {
    produto_id: "6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f",
    quantidade: "2",
    fornecedor: "Ambev",
  };

  it("keeps the supplier of an entry and drops it from an exit", () => {
    expect(MovimentacaoInput.parse({ ...base, tipo: "entrada", motivo: "compra" }).fornecedor).toBe("Ambev");
    expect(MovimentacaoInput.parse({ ...base, tipo: "saida", motivo: "venda" }).fornecedor).toBeNull();
  });

  it("leaves an empty unit price to the server", () => {
    const dados = MovimentacaoInput.parse({ ...base, tipo: "saida", motivo: "quebra", preco_unitario: "" });
    expect(dados).toMatchObject({ quantidade: 2, preco_unitario: null });
  });

  it("takes transferencia for both types", () => {
    for (const tipo of ["entrada", "saida"]) {
      expect(MovimentacaoInput.safeParse({ ...base, tipo, motivo: "transferencia" }).success).toBe(true);
    }
  });

  it("labels unknown statuses Desconhecido", () => {
    expect(rotuloStatusMovimentacao("concluida")).toBe("Concluída");
    expect(rotuloStatusMovimentacao("estornada")).toBe("Desconhecido");
  });
});
