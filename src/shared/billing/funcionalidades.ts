import { PLANOS, type PlanoInfo } from "./planos";

/**
 * The feature catalogue of plan gating (daily-operations §3 "Feature catalogue", accounts-plans-settings
 * §6): each feature has a minimum plan level (mensal 1, semestral 2, anual 3; super admin 999), a display
 * name and a category. Pure data and rules: the web's FeatureGate reads it, and the server will when it
 * starts enforcing levels (a level is never something the browser decides on its own — decision 060).
 */

export type NivelFuncionalidade = 1 | 2 | 3;
export type CategoriaFuncionalidade =
  | "Vendas"
  | "Estoque"
  | "Relatórios"
  | "Backup"
  | "Integrações"
  | "Gestão"
  | "Suporte";

export interface FuncionalidadeInfo {
  nivel: NivelFuncionalidade;
  nome: string;
  categoria: CategoriaFuncionalidade;
}

export const FUNCIONALIDADES = {
  // Level 1
  vendas: { nivel: 1, nome: "Vendas", categoria: "Vendas" },
  estoque_basico: { nivel: 1, nome: "Estoque básico", categoria: "Estoque" },
  relatorios_basicos: { nivel: 1, nome: "Relatórios básicos", categoria: "Relatórios" },
  backup_manual: { nivel: 1, nome: "Backup manual", categoria: "Backup" },
  suporte_email: { nivel: 1, nome: "Suporte por e-mail", categoria: "Suporte" },
  // Level 2
  comandas: { nivel: 2, nome: "Comandas", categoria: "Vendas" },
  estoque_completo: { nivel: 2, nome: "Estoque completo", categoria: "Estoque" },
  relatorios_avancados: { nivel: 2, nome: "Relatórios avançados", categoria: "Relatórios" },
  backup_automatico: { nivel: 2, nome: "Backup automático", categoria: "Backup" },
  integracao_impressora: { nivel: 2, nome: "Integração com impressora", categoria: "Integrações" },
  suporte_prioritario: { nivel: 2, nome: "Suporte prioritário", categoria: "Suporte" },
  // Level 3
  dashboard_executivo: { nivel: 3, nome: "Dashboard executivo", categoria: "Relatórios" },
  api_integracoes: { nivel: 3, nome: "API e integrações", categoria: "Integrações" },
  relatorios_premium: { nivel: 3, nome: "Relatórios premium", categoria: "Relatórios" },
  backup_avancado: { nivel: 3, nome: "Backup avançado", categoria: "Backup" },
  usuarios_ilimitados: { nivel: 3, nome: "Usuários ilimitados", categoria: "Gestão" },
  suporte_premium: { nivel: 3, nome: "Suporte premium", categoria: "Suporte" },
  exportacao_dados: { nivel: 3, nome: "Exportação de dados", categoria: "Integrações" },
  analises_preditivas: { nivel: 3, nome: "Análises preditivas", categoria: "Relatórios" },
} as const satisfies Record<string, FuncionalidadeInfo>;

export type Funcionalidade = keyof typeof FUNCIONALIDADES;

/** Plan levels (§6): the same numbers as PLANOS[].nivel. A super admin is 999 (NIVEL_SUPER_ADMIN in
 * assinatura.ts); an account without a subscription is 0. */
export const NIVEL_PLANO = { mensal: 1, semestral: 2, anual: 3 } as const;

export function isFuncionalidade(nome: string): nome is Funcionalidade {
  return Object.hasOwn(FUNCIONALIDADES, nome);
}

export function nivelMinimo(funcionalidade: Funcionalidade): NivelFuncionalidade {
  return FUNCIONALIDADES[funcionalidade].nivel;
}

/** The level rule itself: a plan of `nivelPlano` includes the feature. */
export function nivelInclui(nivelPlano: number, funcionalidade: Funcionalidade): boolean {
  return nivelPlano >= nivelMinimo(funcionalidade);
}

/** The cheapest plan that includes the feature (the "minimum level needed", as a plan). */
export function planoMinimo(funcionalidade: Funcionalidade): PlanoInfo | undefined {
  const nivel = nivelMinimo(funcionalidade);
  return PLANOS.filter((p) => p.nivel >= nivel).sort((a, b) => a.nivel - b.nivel)[0];
}

/**
 * The plan to upgrade to: the first plan above the current level that includes the feature; undefined
 * when the current plan is already the highest.
 */
export function proximoPlano(nivelPlano: number, funcionalidade?: Funcionalidade): PlanoInfo | undefined {
  const alvo = Math.max(nivelPlano + 1, funcionalidade ? nivelMinimo(funcionalidade) : 0);
  return PLANOS.filter((p) => p.nivel >= alvo).sort((a, b) => a.nivel - b.nivel)[0];
}

/**
 * The permission check the gates ask. The spec's check (accounts-plans-settings §6, daily-operations
 * §2.3) "allows every feature for everyone": that is `niveisAplicados` false, the server's default
 * (FEATURE_GATING=off). With FEATURE_GATING=on the server enforces the level rule on its endpoints
 * (requireFeature) and tells the web through the session (`niveis_aplicados`), so both ask the same rule
 * (decisions 060, 106).
 */
export function podeUsar(
  funcionalidade: Funcionalidade,
  nivelPlano: number,
  niveisAplicados: boolean,
): boolean {
  if (!niveisAplicados) return true;
  return nivelInclui(nivelPlano, funcionalidade);
}

/**
 * Active people (logins, the owner included) an account may have with FEATURE_GATING=on (decision 123):
 * mensal 2, semestral 5; the annual plan has `usuarios_ilimitados`. Below the monthly level (no
 * subscription) the monthly number applies. null = no limit, which is every plan with the gate off.
 */
export const PESSOAS_POR_NIVEL: Readonly<Record<1 | 2, number>> = { 1: 2, 2: 5 };

export function limitePessoas(nivelPlano: number, niveisAplicados: boolean): number | null {
  if (!niveisAplicados || nivelInclui(nivelPlano, "usuarios_ilimitados")) return null;
  return nivelPlano >= 2 ? PESSOAS_POR_NIVEL[2] : PESSOAS_POR_NIVEL[1];
}
