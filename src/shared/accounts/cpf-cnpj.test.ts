import { describe, expect, test } from "vitest";
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj, maskCpfCnpj, onlyDigits } from "./cpf-cnpj";

describe("CPF", () => {
  test.each(["52998224725", "529.982.247-25", "11144477735", "111.444.777-35"])("%s é válido", (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  test.each([
    ["52998224724", "segundo dígito errado"],
    ["52998224715", "primeiro dígito errado"],
    ["11111111111", "todos iguais"],
    ["00000000000", "todos zero"],
    ["5299822472", "10 dígitos"],
    ["529982247250", "12 dígitos"],
    ["", "vazio"],
  ])("%s é inválido (%s)", (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });
});

describe("CNPJ", () => {
  test.each(["11222333000181", "11.222.333/0001-81", "11444777000161"])("%s é válido", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  test.each([
    ["11222333000182", "segundo dígito errado"],
    ["11222333000191", "primeiro dígito errado"],
    ["22222222222222", "todos iguais"],
    ["1122233300018", "13 dígitos"],
    ["", "vazio"],
  ])("%s é inválido (%s)", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });
});

test("isValidCpfOrCnpj escolhe pela quantidade de dígitos", () => {
  expect(isValidCpfOrCnpj("529.982.247-25")).toBe(true);
  expect(isValidCpfOrCnpj("11.222.333/0001-81")).toBe(true);
  expect(isValidCpfOrCnpj("529.982.247-2")).toBe(false);
  expect(isValidCpfOrCnpj("11.222.333/0001-8")).toBe(false);
});

test("onlyDigits tira máscara, espaços e letras", () => {
  expect(onlyDigits(" 11.222.333/0001-81 ")).toBe("11222333000181");
  expect(onlyDigits("abc")).toBe("");
});

describe("máscara", () => {
  test.each([
    ["", ""],
    ["5", "5"],
    ["529", "529"],
    ["5299", "529.9"],
    ["529982", "529.982"],
    ["5299822", "529.982.2"],
    ["529982247", "529.982.247"],
    ["5299822472", "529.982.247-2"],
    ["52998224725", "529.982.247-25"],
    ["112223330001", "11.222.333/0001"],
    ["1122233300018", "11.222.333/0001-8"],
    ["11222333000181", "11.222.333/0001-81"],
  ])("%j → %j (CPF até 11 dígitos, CNPJ depois)", (entrada, saida) => {
    expect(maskCpfCnpj(entrada)).toBe(saida);
  });

  test("aceita o valor já mascarado, ignora letras e corta no 14º dígito", () => {
    expect(maskCpfCnpj("529.982.247-25")).toBe("529.982.247-25");
    expect(maskCpfCnpj("11.222.333/0001-81")).toBe("11.222.333/0001-81");
    expect(maskCpfCnpj("112223330001819")).toBe("11.222.333/0001-81");
    expect(maskCpfCnpj("a5b2c9")).toBe("529");
  });
});
