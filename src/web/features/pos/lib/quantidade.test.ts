import { describe, expect, test } from "vitest";
import { erroQuantidade } from "./quantidade";

describe("quantidade (§5)", () => {
  test.each([
    ["1", 5, null],
    ["5", 5, null],
    ["6", 5, "Máximo de 5 unidades em estoque"],
    ["2", 1, "Máximo de 1 unidade em estoque"],
    ["0", 5, "Quantidade deve ser maior que zero"],
    ["-2", 5, "Quantidade deve ser maior que zero"],
    ["1.5", 5, "Quantidade deve ser um número inteiro"],
    ["", 5, "Informe a quantidade"],
    ["1", 0, "Máximo de 0 unidades em estoque"],
  ])("%j com estoque %i", (valor, estoque, erro) => {
    expect(erroQuantidade(valor, estoque)).toBe(erro);
  });
});
