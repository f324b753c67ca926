import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Sessao } from "@/shared/accounts/schemas";
import { dadosBloqueio, FeatureGate } from "./feature-gate";
import { FuncionalidadeBloqueada } from "./funcionalidade-bloqueada";

function conta(assinatura: Partial<Sessao["assinatura"]>, plano = "Mensal", niveisAplicados = false): Sessao {
  return {
    niveis_aplicados: niveisAplicados,
    pessoa: { id: "u1", nome: "Bar do Zé", email: "bar@exemplo.com.br", papel: "dono" },
    usuario: {
      id: "u1",
      email: "bar@exemplo.com.br",
      nome: null,
      nome_estabelecimento: "Bar do Zé",
      role: "usuario",
      super_admin: false,
      primeiro_acesso: false,
      status_assinatura: "teste",
      em_periodo_teste: true,
      data_fim_teste: null,
      data_vencimento: null,
      plano: { id: "plano-mensal-balcao", nome: plano },
    },
    assinatura: {
      hasActiveSubscription: false,
      isExpired: false,
      isTrialPeriod: true,
      canAccessSystem: true,
      limitationMessage: null,
      daysUntilExpiry: 5,
      planLevel: 1,
      subscription: null,
      ...assinatura,
    },
  };
}

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

describe("FeatureGate", () => {
  it("with levels on (FEATURE_GATING=on) shows Funcionalidade Bloqueada below the feature's level", () => {
    const gate = (planLevel: number) =>
      html(
        <FeatureGate funcionalidade="comandas" conta={conta({ planLevel }, "Mensal", true)}>
          <p>comandas</p>
        </FeatureGate>,
      );
    expect(gate(1)).toContain("Funcionalidade Bloqueada");
    expect(gate(1)).toContain("Comandas não está incluída no seu plano atual.");
    expect(gate(2)).toBe("<p>comandas</p>");
    expect(gate(999)).toBe("<p>comandas</p>");
  });

  it("with levels off (the default) renders the screen: the spec's check allows every feature (§6)", () => {
    for (const c of [null, conta({ planLevel: 0 }), conta({ planLevel: 1 })]) {
      const saida = html(
        <FeatureGate funcionalidade="relatorios_premium" conta={c}>
          <p>tela dos relatórios</p>
        </FeatureGate>,
      );
      expect(saida).toBe("<p>tela dos relatórios</p>");
    }
  });
});

describe("dadosBloqueio", () => {
  it("names the current plan, the trial days, the next plan and the minimum level", () => {
    expect(dadosBloqueio("relatorios_avancados", conta({ planLevel: 1, daysUntilExpiry: 5 }))).toEqual({
      funcionalidade: "Relatórios avançados",
      planoAtual: "Mensal",
      diasTeste: 5,
      proximoPlano: "Semestral",
      nivelMinimo: 2,
      planoMinimo: "Semestral",
    });
  });

  it("has no trial days outside a trial, and jumps to the plan the feature needs", () => {
    const dados = dadosBloqueio("analises_preditivas", conta({ planLevel: 1, isTrialPeriod: false }));
    expect(dados).toMatchObject({
      diasTeste: null,
      proximoPlano: "Anual",
      nivelMinimo: 3,
      planoMinimo: "Anual",
    });
    expect(dadosBloqueio("relatorios_basicos", null)).toMatchObject({
      planoAtual: null,
      diasTeste: null,
      proximoPlano: "Mensal",
    });
  });
});

describe("FuncionalidadeBloqueada", () => {
  it("shows the spec's facts, an upgrade link to /planos and Voltar", () => {
    const saida = html(
      <FuncionalidadeBloqueada
        dados={dadosBloqueio("relatorios_avancados", conta({ planLevel: 1, daysUntilExpiry: 1 }))}
        onVoltar={() => {}}
      />,
    );
    expect(saida).toContain("Funcionalidade Bloqueada");
    expect(saida).toContain("Relatórios avançados não está incluída no seu plano atual.");
    expect(saida).toMatch(/Plano atual<\/dt><dd[^>]*>Mensal</);
    expect(saida).toMatch(/Dias restantes no teste<\/dt><dd[^>]*>1 dia</);
    expect(saida).toMatch(/Próximo plano<\/dt><dd[^>]*>Semestral</);
    expect(saida).toMatch(/Nível mínimo necessário<\/dt><dd[^>]*>Nível 2 \(Semestral\)</);
    expect(saida).toMatch(/<a[^>]*href="\/planos"[^>]*>.*Fazer upgrade<\/a>/);
    expect(saida).toMatch(/<button[^>]*>.*Voltar<\/button>/);
  });
});
