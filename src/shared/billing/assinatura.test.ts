import { describe, expect, test } from "vitest";
import { SubscriptionStatus } from "../accounts/schemas";
import {
  type AssinaturaRegistro,
  addDays,
  addMonths,
  diasRestantes,
  isSuperAdmin,
  MENSAGENS_ASSINATURA,
  statusAssinatura,
  statusEmergencia,
  VENCIMENTO_SUPER_ADMIN,
} from "./assinatura";

const agora = new Date("2025-06-15T12:00:00.000Z");

function assinatura(overrides: Partial<AssinaturaRegistro> = {}): AssinaturaRegistro {
  return {
    id: "a1",
    status: "ativa",
    plano_id: "plano-semestral-balcao",
    plano_nome: "Semestral",
    plano_nivel: 2,
    data_inicio: "2025-06-01T12:00:00.000Z",
    data_vencimento: "2025-12-01T12:00:00.000Z",
    valor_mensal: "79.90",
    valor_total: "479.40",
    desconto_percentual: 11,
    ...overrides,
  };
}

const status = (a: AssinaturaRegistro | null, superAdmin = false) =>
  SubscriptionStatus.parse(statusAssinatura({ assinatura: a, superAdmin, agora }));

describe("statusAssinatura", () => {
  test("ativa e em dia: acesso, sem aviso, dias até o vencimento e o nível do plano", () => {
    expect(status(assinatura())).toMatchObject({
      hasActiveSubscription: true,
      isExpired: false,
      isTrialPeriod: false,
      canAccessSystem: true,
      limitationMessage: null,
      daysUntilExpiry: 169,
      planLevel: 2,
      subscription: {
        id: "a1",
        virtual: false,
        status: "ativa",
        data_vencimento: "2025-12-01T12:00:00.000Z",
      },
    });
  });

  test("ativa e vencida: bloqueada com a mensagem de vencida", () => {
    expect(status(assinatura({ data_vencimento: "2025-06-15T11:59:59.000Z" }))).toMatchObject({
      hasActiveSubscription: false,
      isExpired: true,
      canAccessSystem: false,
      limitationMessage: "Assinatura vencida. Renove para continuar usando o sistema.",
      daysUntilExpiry: 0,
    });
  });

  test("pendente dentro de 7 dias do início: período de teste com os dias restantes arredondados para cima", () => {
    // Started 5 days and 2 hours ago: 1 day and 22 hours left → 2 days.
    const inicio = new Date(agora.getTime() - (5 * 24 + 2) * 3600_000);
    expect(status(assinatura({ status: "pendente", data_inicio: inicio }))).toMatchObject({
      hasActiveSubscription: false,
      isExpired: false,
      isTrialPeriod: true,
      canAccessSystem: true,
      limitationMessage: "Período de teste - 2 dias restantes. Complete o pagamento para continuar.",
      daysUntilExpiry: 2,
    });
  });

  test("pendente recém-criada: 7 dias restantes", () => {
    expect(status(assinatura({ status: "pendente", data_inicio: agora })).limitationMessage).toBe(
      "Período de teste - 7 dias restantes. Complete o pagamento para continuar.",
    );
  });

  test("pendente depois de 7 dias: bloqueada, pagamento pendente", () => {
    const inicio = addDays(agora, -7);
    expect(status(assinatura({ status: "pendente", data_inicio: inicio }))).toMatchObject({
      isTrialPeriod: false,
      isExpired: true,
      canAccessSystem: false,
      limitationMessage: "Pagamento pendente. Complete o pagamento para reativar o sistema.",
      daysUntilExpiry: 0,
    });
  });

  test.each([
    ["suspensa", "Assinatura suspensa. Entre em contato com o suporte."],
    ["cancelada", "Assinatura cancelada. Assine um novo plano para continuar."],
  ] as const)("%s: bloqueada com a mensagem do spec", (s, mensagem) => {
    expect(status(assinatura({ status: s }))).toMatchObject({
      hasActiveSubscription: false,
      canAccessSystem: false,
      isTrialPeriod: false,
      limitationMessage: mensagem,
      daysUntilExpiry: null,
      subscription: { status: s },
    });
  });

  test("sem assinatura: bloqueada, nível 0", () => {
    expect(status(null)).toEqual({
      hasActiveSubscription: false,
      isExpired: false,
      isTrialPeriod: false,
      canAccessSystem: false,
      limitationMessage: "Nenhuma assinatura ativa. Assine um plano para continuar usando o sistema.",
      daysUntilExpiry: null,
      planLevel: 0,
      subscription: null,
    });
  });

  test("super admin: sempre acesso, assinatura virtual até 2030-12-31, 100% de desconto, nível 999, fora de teste", () => {
    for (const a of [null, assinatura({ status: "cancelada" })]) {
      expect(status(a, true)).toMatchObject({
        hasActiveSubscription: true,
        isExpired: false,
        isTrialPeriod: false,
        canAccessSystem: true,
        limitationMessage: null,
        planLevel: 999,
        subscription: {
          virtual: true,
          status: "ativa",
          data_vencimento: VENCIMENTO_SUPER_ADMIN,
          desconto_percentual: 100,
        },
      });
    }
    expect(VENCIMENTO_SUPER_ADMIN.startsWith("2030-12-31")).toBe(true);
  });

  test("modo de emergência: acesso com o aviso do spec", () => {
    expect(SubscriptionStatus.parse(statusEmergencia())).toMatchObject({
      canAccessSystem: true,
      limitationMessage: MENSAGENS_ASSINATURA.emergencia,
    });
    expect(MENSAGENS_ASSINATURA.emergencia).toBe(
      "Erro ao verificar assinatura. Sistema em modo de emergência.",
    );
  });
});

describe("isSuperAdmin", () => {
  // Only the server-owned role, set by the operator's command; an e-mail proves nothing (decision 091).
  test.each([
    [{ role: "super_admin" }, true],
    [{ role: "usuario" }, false],
  ])("%o → %s", (usuario, esperado) => {
    expect(isSuperAdmin(usuario)).toBe(esperado);
  });
});

describe("datas", () => {
  test.each([
    ["2025-01-31T10:00:00.000Z", 1, "2025-02-28T10:00:00.000Z"],
    ["2024-01-31T10:00:00.000Z", 1, "2024-02-29T10:00:00.000Z"],
    ["2025-08-31T10:00:00.000Z", 6, "2026-02-28T10:00:00.000Z"],
    ["2024-02-29T10:00:00.000Z", 12, "2025-02-28T10:00:00.000Z"],
    ["2025-03-15T23:30:00.000Z", 1, "2025-04-15T23:30:00.000Z"],
    ["2025-12-10T00:00:00.000Z", 1, "2026-01-10T00:00:00.000Z"],
  ])("addMonths(%s, %i) = %s", (de, meses, ate) => {
    expect(addMonths(new Date(de), meses).toISOString()).toBe(ate);
  });

  test("addDays soma dias inteiros; diasRestantes arredonda para cima e nunca é negativo", () => {
    expect(addDays(agora, 7).toISOString()).toBe("2025-06-22T12:00:00.000Z");
    expect(diasRestantes(new Date(agora.getTime() + 3600_000), agora)).toBe(1);
    expect(diasRestantes(addDays(agora, 3), agora)).toBe(3);
    expect(diasRestantes(addDays(agora, -3), agora)).toBe(0);
  });
});
