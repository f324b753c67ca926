import type { SubscriptionStatus } from "../accounts/schemas";
import { DIAS_TESTE_GRATIS } from "./planos";

/**
 * The access rule of a subscription (spec §4), as a pure function of the subscription row and the
 * clock, so the server answers it and the tests pin every branch without a database.
 */

export type StatusAssinatura = "ativa" | "pendente" | "suspensa" | "cancelada";

/** A pending subscription (the free trial) gives access for this many days from its start. */
export const DIAS_ACESSO_PENDENTE = DIAS_TESTE_GRATIS;
export const NIVEL_SUPER_ADMIN = 999;
export const VENCIMENTO_SUPER_ADMIN = "2030-12-31T23:59:59.999Z";

export const MENSAGENS_ASSINATURA = {
  vencida: "Assinatura vencida. Renove para continuar usando o sistema.",
  pendente: "Pagamento pendente. Complete o pagamento para reativar o sistema.",
  suspensa: "Assinatura suspensa. Entre em contato com o suporte.",
  cancelada: "Assinatura cancelada. Assine um novo plano para continuar.",
  nenhuma: "Nenhuma assinatura ativa. Assine um plano para continuar usando o sistema.",
  emergencia: "Erro ao verificar assinatura. Sistema em modo de emergência.",
} as const;

export function mensagemPeriodoTeste(dias: number): string {
  return `Período de teste - ${dias} dias restantes. Complete o pagamento para continuar.`;
}

export interface AssinaturaRegistro {
  id: string;
  status: StatusAssinatura;
  plano_id: string;
  plano_nome: string | null;
  plano_nivel: number | null;
  data_inicio: Date | string;
  data_vencimento: Date | string;
  valor_mensal: string;
  valor_total: string;
  desconto_percentual: number;
}

const DIA_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DIA_MS);
}

/**
 * Calendar months in UTC; a day that does not exist in the target month falls back to its last day
 * (31 Jan + 1 month = 28/29 Feb), instead of spilling into the next month as Date#setMonth does.
 */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Whole days left, rounded up (a trial ending in 2 h still shows 1 day); never negative. */
export function diasRestantes(ate: Date, agora: Date): number {
  return Math.max(0, Math.ceil((ate.getTime() - agora.getTime()) / DIA_MS));
}

/**
 * The super admin is the role in `usuarios.role`, which only the operator's command sets
 * (`npm run admin -- promover EMAIL`); never an e-mail address, which nobody has verified.
 */
export function isSuperAdmin(usuario: { role: string }): boolean {
  return usuario.role === "super_admin";
}

const iso = (d: Date | string) => new Date(d).toISOString();

export function statusAssinatura(input: {
  assinatura: AssinaturaRegistro | null;
  superAdmin: boolean;
  agora: Date;
}): SubscriptionStatus {
  const { assinatura, agora } = input;
  const bloqueado = { hasActiveSubscription: false, isTrialPeriod: false, canAccessSystem: false };

  if (input.superAdmin) {
    return {
      hasActiveSubscription: true,
      isExpired: false,
      isTrialPeriod: false,
      canAccessSystem: true,
      limitationMessage: null,
      daysUntilExpiry: diasRestantes(new Date(VENCIMENTO_SUPER_ADMIN), agora),
      planLevel: NIVEL_SUPER_ADMIN,
      subscription: {
        id: null,
        virtual: true,
        status: "ativa",
        plano_id: null,
        plano_nome: "Super Admin",
        data_inicio: null,
        data_vencimento: VENCIMENTO_SUPER_ADMIN,
        valor_mensal: "0.00",
        valor_total: "0.00",
        desconto_percentual: 100,
      },
    };
  }

  if (!assinatura) {
    return {
      ...bloqueado,
      isExpired: false,
      limitationMessage: MENSAGENS_ASSINATURA.nenhuma,
      daysUntilExpiry: null,
      planLevel: 0,
      subscription: null,
    };
  }

  const subscription = {
    id: assinatura.id,
    virtual: false,
    status: assinatura.status,
    plano_id: assinatura.plano_id,
    plano_nome: assinatura.plano_nome,
    data_inicio: iso(assinatura.data_inicio),
    data_vencimento: iso(assinatura.data_vencimento),
    valor_mensal: assinatura.valor_mensal,
    valor_total: assinatura.valor_total,
    desconto_percentual: assinatura.desconto_percentual,
  };
  const planLevel = assinatura.plano_nivel ?? 0;
  const vencimento = new Date(assinatura.data_vencimento);

  switch (assinatura.status) {
    case "ativa": {
      const vencida = vencimento.getTime() < agora.getTime();
      return {
        hasActiveSubscription: !vencida,
        isExpired: vencida,
        isTrialPeriod: false,
        canAccessSystem: !vencida,
        limitationMessage: vencida ? MENSAGENS_ASSINATURA.vencida : null,
        daysUntilExpiry: diasRestantes(vencimento, agora),
        planLevel,
        subscription,
      };
    }
    case "pendente": {
      // Pending = not paid yet: the trial. It opens the system for 7 days from its start, then closes it.
      const fimTeste = addDays(new Date(assinatura.data_inicio), DIAS_ACESSO_PENDENTE);
      const emTeste = agora.getTime() < fimTeste.getTime();
      const dias = diasRestantes(fimTeste, agora);
      return {
        hasActiveSubscription: false,
        isExpired: !emTeste,
        isTrialPeriod: emTeste,
        canAccessSystem: emTeste,
        limitationMessage: emTeste ? mensagemPeriodoTeste(dias) : MENSAGENS_ASSINATURA.pendente,
        daysUntilExpiry: dias,
        planLevel,
        subscription,
      };
    }
    case "suspensa":
    case "cancelada":
      return {
        ...bloqueado,
        isExpired: false,
        limitationMessage: MENSAGENS_ASSINATURA[assinatura.status],
        daysUntilExpiry: null,
        planLevel,
        subscription,
      };
  }
}

/**
 * What the spec grants when the check itself fails: access, with a warning. Only for a client that
 * could not reach the server's answer; the server never fails open on its own.
 */
export function statusEmergencia(): SubscriptionStatus {
  return {
    hasActiveSubscription: false,
    isExpired: false,
    isTrialPeriod: false,
    canAccessSystem: true,
    limitationMessage: MENSAGENS_ASSINATURA.emergencia,
    daysUntilExpiry: null,
    planLevel: 0,
    subscription: null,
  };
}
