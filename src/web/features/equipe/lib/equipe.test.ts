import { describe, expect, it } from "vitest";
import { cabeMaisUma, pessoasAtivas, statusDaPessoa, textoDoLimite } from "./equipe";

describe("status da pessoa", () => {
  it("ativo, convite pendente e desativado", () => {
    expect(statusDaPessoa({ ativo: true, convite_pendente: false })).toBe("ativo");
    expect(statusDaPessoa({ ativo: true, convite_pendente: true })).toBe("convite_pendente");
    expect(statusDaPessoa({ ativo: false, convite_pendente: false })).toBe("desativado");
  });

  it("desativada com o convite por usar é desativada", () => {
    expect(statusDaPessoa({ ativo: false, convite_pendente: true })).toBe("desativado");
  });
});

describe("limite do plano", () => {
  const pessoas = [{ ativo: true }, { ativo: true }, { ativo: false }];

  it("conta só quem não está desativado", () => {
    expect(pessoasAtivas(pessoas)).toBe(2);
  });

  it("diz quantas de quantas, e nada sem limite", () => {
    expect(textoDoLimite(2, 5)).toBe("2 de 5 pessoas do seu plano");
    expect(textoDoLimite(1, 1)).toBe("1 de 1 pessoa do seu plano");
    expect(textoDoLimite(7, null)).toBeNull();
  });

  it("cabe mais uma até o limite; sem limite, sempre", () => {
    expect(cabeMaisUma(1, 2)).toBe(true);
    expect(cabeMaisUma(2, 2)).toBe(false);
    expect(cabeMaisUma(50, null)).toBe(true);
  });
});
