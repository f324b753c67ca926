import { describe, expect, test } from "vitest";
import { forcaSenha, primeiroErroSenha, REQUISITOS_SENHA, SENHA_MINIMO } from "./senha";

describe("regras da senha pessoal (§5)", () => {
  test.each([
    ["Ab1!", "Deve ter pelo menos 8 caracteres"],
    ["abcdef1!", "Deve conter pelo menos uma letra maiúscula"],
    ["ABCDEF1!", "Deve conter pelo menos uma letra minúscula"],
    ["Abcdefg!", "Deve conter pelo menos um número"],
    ["Abcdefg1", "Deve conter pelo menos um caractere especial"],
    ["abc", "Deve ter pelo menos 8 caracteres"],
  ])("%j → só a primeira falha: %s", (senha, mensagem) => {
    expect(primeiroErroSenha(senha)).toBe(mensagem);
  });

  test.each(["Abcdef1!", "Caipirinha#2025", "Zz9_zzzz", "Senha-Boa1", "Pão.De.Queijo9"])(
    "%j atende tudo",
    (senha) => {
      expect(primeiroErroSenha(senha)).toBeNull();
    },
  );

  test("mínimo de 8 caracteres e os cinco requisitos na ordem da lista", () => {
    expect(SENHA_MINIMO).toBe(8);
    expect(REQUISITOS_SENHA.map((r) => r.id)).toEqual([
      "tamanho",
      "maiuscula",
      "minuscula",
      "numero",
      "especial",
    ]);
  });

  test.each([
    "!",
    "@",
    "#",
    "$",
    "%",
    "^",
    "&",
    "*",
    "(",
    ")",
    "_",
    "+",
    "-",
    "=",
    "[",
    "]",
    "{",
    "}",
    ";",
    "'",
    ":",
    '"',
    "\\",
    "|",
    ",",
    ".",
    "<",
    ">",
    "/",
    "?",
    "~",
    "`",
  ])("%j conta como caractere especial", (c) => {
    expect(REQUISITOS_SENHA.find((r) => r.id === "especial")!.test(`a${c}`)).toBe(true);
  });

  test("espaço e letra acentuada não contam como especiais", () => {
    const especial = REQUISITOS_SENHA.find((r) => r.id === "especial")!;
    expect(especial.test("abc def")).toBe(false);
    expect(especial.test("ação")).toBe(false);
  });
});

describe("medidor de força", () => {
  test.each([
    ["", 0, "Muito Fraca", 20],
    ["a", 1, "Muito Fraca", 20],
    ["aB", 2, "Fraca", 40],
    ["aB1", 3, "Média", 60],
    ["aB1!", 4, "Forte", 80],
    ["abcdefgh", 2, "Fraca", 40],
    ["aB1!aB1!", 5, "Muito Forte", 100],
  ] as const)("%j: %i requisitos → %s (%i%%)", (senha, atendidos, label, percentual) => {
    expect(forcaSenha(senha)).toEqual({ atendidos, label, percentual });
  });
});
