import { expect, test } from "vitest";
import { formatarAvisoEstoque, formatarVencimento } from "./alertas";

test("formatarVencimento", () => {
  expect(formatarVencimento(0)).toBe("vence hoje");
  expect(formatarVencimento(1)).toBe("vence amanhã");
  expect(formatarVencimento(7)).toBe("vence em 7 dias");
});

test("formatarAvisoEstoque", () => {
  expect(formatarAvisoEstoque({ nome: "Heineken", estoque_atual: 1, nivel: "critico" })).toBe(
    "Estoque crítico: Heineken tem 1 unidade.",
  );
  expect(formatarAvisoEstoque({ nome: "Skol", estoque_atual: 12, nivel: "baixo" })).toBe(
    "Estoque baixo: Skol tem 12 unidades.",
  );
});
