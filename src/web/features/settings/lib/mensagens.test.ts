import { describe, expect, it } from "vitest";
import { ApiError } from "@/web/lib/api";
import { descricaoErroImportacao, semSessao } from "./mensagens";

describe("mensagens das configurações", () => {
  it("importação: o veredito do servidor com o primeiro campo recusado", () => {
    const campo = new ApiError(400, "ArquivoInvalido", "Arquivo inválido", {
      "configuracoes.email_contato": "Email inválido",
    });
    expect(descricaoErroImportacao(campo)).toBe("Arquivo inválido: Email inválido");
    const estrutura = new ApiError(400, "ArquivoInvalido", "Arquivo inválido", {
      configuracoes: "Arquivo inválido",
    });
    expect(descricaoErroImportacao(estrutura)).toBe("Arquivo inválido");
    const grande = new ApiError(413, "CorpoMuitoGrande", "Requisição muito grande: o máximo é 256 KB.");
    expect(descricaoErroImportacao(grande)).toBe("Requisição muito grande: o máximo é 256 KB.");
    expect(descricaoErroImportacao(new Error("falhou"))).toBe("falhou");
  });

  it("sessão: só o 401", () => {
    expect(semSessao(new ApiError(401, "NaoAutenticado", "Sessão expirada"))).toBe(true);
    expect(semSessao(new ApiError(400, "EntradaInvalida", "x"))).toBe(false);
    expect(semSessao(new Error("x"))).toBe(false);
  });
});
