import { describe, expect, it } from "vitest";
import { PAPEIS } from "@/shared/equipe/papeis";
import { itensDoMenu, podeAbrir, telaDoEndereco, telaInicial } from "./nav-items";

const menu = (papel: (typeof PAPEIS)[number]) => itensDoMenu(papel).map((item) => item.label);
const barra = (papel: (typeof PAPEIS)[number]) =>
  itensDoMenu(papel)
    .filter((item) => item.mobile)
    .map((item) => item.label);

describe("o menu de cada função", () => {
  it("o dono vê tudo, a Equipe inclusive, e as comandas dentro do PDV", () => {
    expect(menu("dono")).toEqual([
      "Vendas",
      "Caixa",
      "Atendimento",
      "Estoque",
      "Fluxo",
      "Relatórios",
      "Equipe",
      "Configurações",
    ]);
    expect(barra("dono")).toEqual(["Vendas", "Atendimento", "Estoque", "Fluxo", "Relatórios"]);
  });

  it("o gerente vê tudo menos a Equipe", () => {
    expect(menu("gerente")).toEqual([
      "Vendas",
      "Caixa",
      "Atendimento",
      "Estoque",
      "Fluxo",
      "Relatórios",
      "Configurações",
    ]);
  });

  it("o caixa vende, cuida do caixa e consulta o estoque: sem Fluxo, Relatórios, Configurações nem Equipe", () => {
    expect(menu("caixa")).toEqual(["Vendas", "Caixa", "Atendimento", "Estoque"]);
    // On a phone the bottom bar keeps the daily screens; Caixa is in the user menu.
    expect(barra("caixa")).toEqual(["Vendas", "Atendimento", "Estoque"]);
  });

  it("o garçom vê o Atendimento, as comandas e o estoque, nada além", () => {
    expect(menu("garcom")).toEqual(["Atendimento", "Comandas", "Estoque"]);
    expect(barra("garcom")).toEqual(["Atendimento", "Comandas", "Estoque"]);
  });
});

describe("a tela de cada função ao entrar", () => {
  it("quem vende cai no PDV; o garçom, no Atendimento", () => {
    expect(telaInicial("dono")).toBe("/app/vendas");
    expect(telaInicial("gerente")).toBe("/app/vendas");
    expect(telaInicial("caixa")).toBe("/app/vendas");
    expect(telaInicial("garcom")).toBe("/app/atendimento");
  });

  it("a tela inicial de toda função é uma que ela pode abrir", () => {
    for (const papel of PAPEIS) expect(podeAbrir(papel, telaInicial(papel))).toBe(true);
  });
});

describe("abrir uma tela pelo endereço", () => {
  it("o garçom não abre Relatórios, Configurações, Fluxo, Equipe nem o PDV", () => {
    for (const tela of [
      "/app/relatorios",
      "/app/configuracoes",
      "/app/fluxo",
      "/app/equipe",
      "/app/vendas",
      "/app/caixa",
    ]) {
      expect(podeAbrir("garcom", tela)).toBe(false);
    }
    expect(podeAbrir("garcom", "/app/comandas")).toBe(true);
    expect(podeAbrir("garcom", "/app/estoque")).toBe(true);
  });

  it("o caixa abre as comandas pelo endereço, embora o menu as deixe dentro do PDV", () => {
    expect(podeAbrir("caixa", "/app/comandas")).toBe(true);
    expect(podeAbrir("caixa", "/app/configuracoes")).toBe(false);
  });

  it("o gerente não abre a Equipe", () => {
    expect(podeAbrir("gerente", "/app/equipe")).toBe(false);
    expect(podeAbrir("dono", "/app/equipe")).toBe(true);
  });

  it("o endereço com parâmetros ou subcaminho é a mesma tela; um prefixo parecido não é", () => {
    expect(telaDoEndereco("/app/estoque")?.label).toBe("Estoque");
    expect(telaDoEndereco("/app/configuracoes/backups")?.label).toBe("Configurações");
    expect(telaDoEndereco("/app/vendasx")).toBeNull();
    expect(telaDoEndereco("/app")).toBeNull();
  });
});
