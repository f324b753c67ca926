import { describe, expect, it } from "vitest";
import { PAPEIS, PERMISSOES, PERMISSOES_DOS_PAPEIS, pode } from "./papeis";

describe("papéis da equipe", () => {
  it("o dono pode tudo", () => {
    for (const permissao of Object.keys(PERMISSOES) as (keyof typeof PERMISSOES)[]) {
      expect(pode("dono", permissao)).toBe(true);
    }
  });

  it("o gerente pode tudo menos o plano, a equipe e restaurar backups", () => {
    expect(pode("gerente", "assinatura")).toBe(false);
    expect(pode("gerente", "equipe")).toBe(false);
    expect(pode("gerente", "backups.restaurar")).toBe(false);
    expect(pode("gerente", "relatorios")).toBe(true);
    expect(pode("gerente", "produtos.custo")).toBe(true);
    expect(pode("gerente", "backups")).toBe(true);
  });

  it("o caixa vende, fecha, cancela e consulta o estoque, sem custos nem relatórios", () => {
    expect(pode("caixa", "vender")).toBe(true);
    expect(pode("caixa", "comandas.fechar")).toBe(true);
    expect(pode("caixa", "cancelar")).toBe(true);
    expect(pode("caixa", "caixa")).toBe(true);
    expect(pode("caixa", "estoque.ler")).toBe(true);
    expect(pode("caixa", "produtos.custo")).toBe(false);
    expect(pode("caixa", "produtos.editar")).toBe(false);
    expect(pode("caixa", "relatorios")).toBe(false);
    expect(pode("caixa", "configuracoes")).toBe(false);
  });

  it("o garçom atende comandas e nada além", () => {
    expect(PERMISSOES_DOS_PAPEIS.garcom).toEqual(["comandas.atender", "estoque.ler"]);
    expect(pode("garcom", "comandas.fechar")).toBe(false);
    expect(pode("garcom", "cancelar")).toBe(false);
    expect(pode("garcom", "vender")).toBe(false);
  });

  it("cada papel só cita permissões que existem", () => {
    for (const papel of PAPEIS) {
      for (const permissao of PERMISSOES_DOS_PAPEIS[papel]) expect(PERMISSOES).toHaveProperty([permissao]);
    }
  });
});
