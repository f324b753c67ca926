import { describe, expect, it } from "vitest";
import { lerArquivoConfiguracoes, nomeArquivoConfiguracoes } from "./arquivo-configuracoes";

describe("arquivo de configurações no navegador", () => {
  it("nome com o dia de São Paulo", () => {
    expect(nomeArquivoConfiguracoes("2025-03-14T21:42:07.000Z")).toBe("configuracoes-2025-03-14.json");
    // 01:00 UTC on the 15th is still the 14th in São Paulo.
    expect(nomeArquivoConfiguracoes("2025-03-15T01:00:00.000Z")).toBe("configuracoes-2025-03-14.json");
  });

  it("texto JSON vira objeto (com ou sem BOM); o resto vira null para o servidor recusar", () => {
    expect(lerArquivoConfiguracoes('{"configuracoes":{"estoque_minimo_padrao":3}}')).toEqual({
      configuracoes: { estoque_minimo_padrao: 3 },
    });
    expect(lerArquivoConfiguracoes('\uFEFF{"versao":"1.0"}')).toEqual({ versao: "1.0" });
    expect(lerArquivoConfiguracoes("nome;email\nBar;x@y")).toBeNull();
    expect(lerArquivoConfiguracoes("")).toBeNull();
  });
});
