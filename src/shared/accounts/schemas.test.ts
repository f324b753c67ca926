import { describe, expect, test } from "vitest";
import { CadastroInput, EsqueciSenhaInput, LoginInput, NovaSenhaInput, RedefinirSenhaInput } from "./schemas";

function campos(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join(".")] ??= issue.message;
  return out;
}

const valido = {
  email: " Dono@Bar.com.BR ",
  password: "Boteco#2026",
  nomeEstabelecimento: "  Bar do Zé  ",
  cnpjCpf: "529.982.247-25",
  planoId: "plano-mensal-balcao",
};

describe("CadastroInput", () => {
  test("normaliza: e-mail minúsculo sem espaços, nome aparado, documento só com dígitos", () => {
    expect(CadastroInput.parse(valido)).toEqual({
      email: "dono@bar.com.br",
      password: "Boteco#2026",
      nomeEstabelecimento: "Bar do Zé",
      cnpjCpf: "52998224725",
      planoId: "plano-mensal-balcao",
    });
    expect(CadastroInput.parse({ ...valido, cnpjCpf: "11.222.333/0001-81" }).cnpjCpf).toBe("11222333000181");
  });

  test.each([
    ["email", "sem-arroba", "Email inválido"],
    // The same rule as first access and reset (§5's new-password texts), one message at a time.
    ["password", "", "Senha é obrigatória"],
    ["password", "Ab1!", "Deve ter pelo menos 8 caracteres"],
    ["password", "boteco2026", "Deve conter pelo menos uma letra maiúscula"],
    ["password", "BOTECO2026!", "Deve conter pelo menos uma letra minúscula"],
    ["password", "Boteco!!", "Deve conter pelo menos um número"],
    ["password", "Boteco2026", "Deve conter pelo menos um caractere especial"],
    ["password", `Aa1!${"x".repeat(125)}`, "Senha muito longa"],
    ["nomeEstabelecimento", " B ", "Nome do estabelecimento deve ter pelo menos 2 caracteres"],
    ["nomeEstabelecimento", "B".repeat(101), "Nome muito longo"],
    ["cnpjCpf", "529.982.247-24", "CPF ou CNPJ inválido"],
    ["cnpjCpf", "111.111.111-11", "CPF ou CNPJ inválido"],
    ["cnpjCpf", "1234", "CPF ou CNPJ inválido"],
    ["cnpjCpf", "11.222.333/0001-82", "CPF ou CNPJ inválido"],
    ["planoId", "", "Por favor, selecione um plano antes de criar sua conta."],
    ["planoId", undefined, "Por favor, selecione um plano antes de criar sua conta."],
  ])("%s = %j → %s", (campo, valor, mensagem) => {
    const result = CadastroInput.safeParse({ ...valido, [campo]: valor });
    expect(campos(result)).toEqual({ [campo]: mensagem });
  });

  test("100 caracteres de nome ainda valem", () => {
    expect(CadastroInput.safeParse({ ...valido, nomeEstabelecimento: "B".repeat(100) }).success).toBe(true);
  });
});

describe("LoginInput e EsqueciSenhaInput", () => {
  test("e-mail válido e senha obrigatória", () => {
    expect(campos(LoginInput.safeParse({ email: "x", password: "" }))).toEqual({
      email: "Email inválido",
      password: "Senha é obrigatória",
    });
    expect(LoginInput.parse({ email: "A@B.CO", password: "x" })).toEqual({ email: "a@b.co", password: "x" });
    expect(campos(EsqueciSenhaInput.safeParse({ email: "a@" }))).toEqual({ email: "Email inválido" });
  });
});

describe("NovaSenhaInput", () => {
  test.each([
    [
      { novaSenha: "", confirmacao: "" },
      { novaSenha: "Nova senha é obrigatória", confirmacao: "Confirmação de senha é obrigatória" },
    ],
    [{ novaSenha: "abc", confirmacao: "abc" }, { novaSenha: "Deve ter pelo menos 8 caracteres" }],
    [
      { novaSenha: "abcdefg1!", confirmacao: "abcdefg1!" },
      { novaSenha: "Deve conter pelo menos uma letra maiúscula" },
    ],
    [{ novaSenha: "Abcdefg1!", confirmacao: "Abcdefg1?" }, { confirmacao: "As senhas não conferem" }],
    [{ novaSenha: "Abcdefg1!", confirmacao: "" }, { confirmacao: "Confirmação de senha é obrigatória" }],
  ])("%o → %o", (input, esperado) => {
    expect(campos(NovaSenhaInput.safeParse(input))).toEqual(esperado);
  });

  test("senha forte e confirmada passa; o token do link é exigido na redefinição", () => {
    expect(NovaSenhaInput.safeParse({ novaSenha: "Abcdefg1!", confirmacao: "Abcdefg1!" }).success).toBe(true);
    expect(
      campos(RedefinirSenhaInput.safeParse({ novaSenha: "Abcdefg1!", confirmacao: "Abcdefg1!", token: "" })),
    ).toEqual({
      token: "Link inválido",
    });
  });
});
