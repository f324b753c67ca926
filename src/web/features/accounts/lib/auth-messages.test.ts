import { describe, expect, it } from "vitest";
import {
  isTokenInvalido,
  MENSAGENS,
  mensagemErroCadastro,
  mensagemErroLogin,
  mensagemErroNovaSenha,
  mensagemErroRedefinicao,
} from "./auth-messages";
import { chavesDaSessao } from "./storage-keys";

const erro = (status: number, code: string, message = "") => ({ status, code, message });

describe("mensagemErroLogin", () => {
  it("maps invalid credentials and unconfirmed e-mail to the spec's words", () => {
    expect(mensagemErroLogin(erro(401, "INVALID_EMAIL_OR_PASSWORD", "Invalid email or password"))).toBe(
      "E-mail ou senha incorretos.",
    );
    expect(mensagemErroLogin(erro(403, "EMAIL_NOT_VERIFIED", "Email not verified"))).toBe(
      "E-mail não confirmado. Verifique sua caixa de entrada.",
    );
  });

  it("shows the server's message on 429 and other errors, with fallbacks", () => {
    expect(mensagemErroLogin(erro(429, "429", "Muitas tentativas de login."))).toBe(
      "Muitas tentativas de login.",
    );
    expect(mensagemErroLogin(erro(429, "429"))).toBe(MENSAGENS.muitasTentativas);
    expect(mensagemErroLogin(erro(0, "SemConexao", "Sem conexão com o servidor."))).toBe(
      "Sem conexão com o servidor.",
    );
    expect(mensagemErroLogin(erro(500, "500", "Erro inesperado. Tente novamente."))).toBe(
      "Erro ao fazer login",
    );
    expect(mensagemErroLogin(new TypeError("boom"))).toBe("Erro ao fazer login");
    expect(mensagemErroLogin(undefined)).toBe("Erro ao fazer login");
  });
});

describe("mensagemErroCadastro", () => {
  it("maps an already registered e-mail; the server's password rule text is shown as received", () => {
    expect(mensagemErroCadastro(erro(409, "EmailJaCadastrado", "x"))).toBe(
      "Este e-mail já está cadastrado. Tente fazer login.",
    );
    expect(
      mensagemErroCadastro(erro(400, "EntradaInvalida", "Deve conter pelo menos um caractere especial")),
    ).toBe("Deve conter pelo menos um caractere especial");
  });

  it("falls back to the default sign-up message", () => {
    expect(mensagemErroCadastro(erro(500, "500", ""))).toBe("Erro ao fazer login/registro");
    expect(mensagemErroCadastro(erro(400, "PlanoInexistente", "Plano não encontrado"))).toBe(
      "Plano não encontrado",
    );
  });
});

describe("reset and password change", () => {
  it("uses the message received, else the spec's default", () => {
    expect(mensagemErroRedefinicao(erro(500, "500"))).toBe("Erro ao enviar email de redefinição");
    expect(mensagemErroRedefinicao(erro(429, "429", "Aguarde"))).toBe("Aguarde");
    expect(mensagemErroNovaSenha(erro(500, "500"))).toBe("Erro ao alterar senha. Tente novamente.");
    expect(mensagemErroNovaSenha(erro(400, "SenhaFraca", "Senha fraca"))).toBe("Senha fraca");
  });

  it("recognises an invalid or expired reset link", () => {
    expect(isTokenInvalido(erro(400, "INVALID_TOKEN", "invalid token"))).toBe(true);
    expect(isTokenInvalido(erro(400, "OUTRO"))).toBe(false);
    expect(mensagemErroNovaSenha(erro(400, "INVALID_TOKEN", "invalid token"))).toBe(MENSAGENS.linkInvalido);
  });
});

describe("chavesDaSessao", () => {
  it("picks keys that start with sb- or contain the product's name", () => {
    const keys = ["sb-abc-auth-token", "balcao:sidebar", "theme-BALCAO", "vite-ui-theme", "xsb-", "outra"];
    expect(chavesDaSessao(keys)).toEqual(["sb-abc-auth-token", "balcao:sidebar", "theme-BALCAO"]);
  });
});
