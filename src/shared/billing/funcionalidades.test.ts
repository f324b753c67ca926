import { describe, expect, it } from "vitest";
import { NIVEL_SUPER_ADMIN } from "./assinatura";
import {
  FUNCIONALIDADES,
  type Funcionalidade,
  isFuncionalidade,
  NIVEL_PLANO,
  nivelInclui,
  nivelMinimo,
  planoMinimo,
  podeUsar,
  proximoPlano,
} from "./funcionalidades";
import { PLANOS } from "./planos";

const porNivel = (nivel: number) =>
  (Object.keys(FUNCIONALIDADES) as Funcionalidade[]).filter((f) => FUNCIONALIDADES[f].nivel === nivel);

describe("catálogo de funcionalidades (spec §3 / §6)", () => {
  it("has the spec's features at each level, and nothing else", () => {
    expect(porNivel(1)).toEqual([
      "vendas",
      "estoque_basico",
      "relatorios_basicos",
      "backup_manual",
      "suporte_email",
    ]);
    expect(porNivel(2)).toEqual([
      "comandas",
      "estoque_completo",
      "relatorios_avancados",
      "backup_automatico",
      "integracao_impressora",
      "suporte_prioritario",
    ]);
    expect(porNivel(3)).toEqual([
      "dashboard_executivo",
      "api_integracoes",
      "relatorios_premium",
      "backup_avancado",
      "usuarios_ilimitados",
      "suporte_premium",
      "exportacao_dados",
      "analises_preditivas",
    ]);
    expect(Object.keys(FUNCIONALIDADES)).toHaveLength(19);
  });

  it("gives every feature a display name and a category", () => {
    for (const info of Object.values(FUNCIONALIDADES)) {
      expect(info.nome.trim()).not.toBe("");
      expect(info.categoria.trim()).not.toBe("");
    }
  });

  it("does not know vendas_basicas, which the movement page names but the catalogue lacks (§2.6)", () => {
    expect(isFuncionalidade("vendas_basicas")).toBe(false);
    expect(isFuncionalidade("relatorios_basicos")).toBe(true);
    // Not fooled by Object.prototype.
    expect(isFuncionalidade("toString")).toBe(false);
  });

  it("uses the plan levels of the price table: mensal 1, semestral 2, anual 3", () => {
    for (const plano of PLANOS) expect(plano.nivel).toBe(NIVEL_PLANO[plano.periodo]);
  });
});

describe("nivelInclui (the level rule)", () => {
  it("includes a feature from its level up", () => {
    expect(nivelMinimo("relatorios_basicos")).toBe(1);
    expect(nivelInclui(1, "relatorios_basicos")).toBe(true);
    expect(nivelInclui(1, "relatorios_avancados")).toBe(false);
    expect(nivelInclui(2, "relatorios_avancados")).toBe(true);
    expect(nivelInclui(2, "relatorios_premium")).toBe(false);
    expect(nivelInclui(3, "relatorios_premium")).toBe(true);
  });

  it("gives the super admin everything and an account without a plan nothing", () => {
    for (const f of Object.keys(FUNCIONALIDADES) as Funcionalidade[]) {
      expect(nivelInclui(NIVEL_SUPER_ADMIN, f)).toBe(true);
      expect(nivelInclui(0, f)).toBe(false);
    }
  });
});

describe("planoMinimo / proximoPlano (the blocked screen's facts)", () => {
  it("names the cheapest plan that includes the feature", () => {
    expect(planoMinimo("relatorios_basicos")?.nome).toBe("Mensal");
    expect(planoMinimo("comandas")?.nome).toBe("Semestral");
    expect(planoMinimo("analises_preditivas")?.nome).toBe("Anual");
  });

  it("names the next plan above the current one, or the one the feature needs if higher", () => {
    expect(proximoPlano(0)?.nome).toBe("Mensal");
    expect(proximoPlano(1)?.nome).toBe("Semestral");
    expect(proximoPlano(2)?.nome).toBe("Anual");
    expect(proximoPlano(3)).toBeUndefined();
    expect(proximoPlano(1, "relatorios_premium")?.nome).toBe("Anual");
    expect(proximoPlano(0, "relatorios_basicos")?.nome).toBe("Mensal");
  });
});

describe("podeUsar (the permission check the gates ask)", () => {
  it("with levels off (FEATURE_GATING=off, the default) allows every feature to everyone, as the spec's check", () => {
    for (const f of Object.keys(FUNCIONALIDADES) as Funcionalidade[]) {
      expect(podeUsar(f, 0, false)).toBe(true);
      expect(podeUsar(f, 1, false)).toBe(true);
    }
  });

  it("with levels on applies the level rule: comandas need the semestral plan; the super admin has all", () => {
    expect(podeUsar("comandas", 1, true)).toBe(false);
    expect(podeUsar("comandas", 2, true)).toBe(true);
    expect(podeUsar("vendas", 1, true)).toBe(true);
    expect(podeUsar("relatorios_premium", 2, true)).toBe(false);
    for (const f of Object.keys(FUNCIONALIDADES) as Funcionalidade[])
      expect(podeUsar(f, 999, true)).toBe(true);
  });
});
