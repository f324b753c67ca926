import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import { MENSAGENS_ASSINATURA, statusEmergencia } from "@/shared/billing/assinatura";
import { AcessoBloqueado } from "./acesso-bloqueado";
import { AvisoAssinatura } from "./aviso-assinatura";

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

const teste = (dias: number): SubscriptionStatus => ({
  hasActiveSubscription: false,
  isExpired: false,
  isTrialPeriod: true,
  canAccessSystem: true,
  limitationMessage: `Período de teste - ${dias} dias restantes. Complete o pagamento para continuar.`,
  daysUntilExpiry: dias,
  planLevel: 1,
  subscription: null,
});

describe("AvisoAssinatura", () => {
  it("shows the trial's days left, with the way to pay", () => {
    expect(html(<AvisoAssinatura acesso={teste(5)} />)).toMatch(
      /Período de teste: <strong[^>]*>5 dias restantes</,
    );
    expect(html(<AvisoAssinatura acesso={teste(1)} />)).toContain("1 dia restante");
    expect(html(<AvisoAssinatura acesso={teste(5)} />)).toMatch(
      /href="\/app\/configuracoes"[^>]*>Assinar agora/,
    );
  });

  it("shows the emergency warning only for the emergency status, and nothing for a paid plan", () => {
    expect(html(<AvisoAssinatura acesso={statusEmergencia()} />)).toContain(MENSAGENS_ASSINATURA.emergencia);
    const ativa = {
      ...teste(20),
      isTrialPeriod: false,
      hasActiveSubscription: true,
      limitationMessage: null,
    };
    expect(html(<AvisoAssinatura acesso={ativa} />)).toBe("");
    expect(html(<AvisoAssinatura acesso={teste(3)} />)).not.toContain(MENSAGENS_ASSINATURA.emergencia);
  });

  it("says nothing for a blocked account: the blocking screen and the settings' card say it", () => {
    const suspensa = {
      ...teste(0),
      isTrialPeriod: false,
      canAccessSystem: false,
      limitationMessage: MENSAGENS_ASSINATURA.suspensa,
    };
    expect(html(<AvisoAssinatura acesso={suspensa} />)).toBe("");
  });
});

describe("AcessoBloqueado", () => {
  it("shows the rule's message, the ways to pay and Sair", () => {
    const saida = html(<AcessoBloqueado mensagem={MENSAGENS_ASSINATURA.pendente} onSair={() => {}} />);
    expect(saida).toContain("Acesso bloqueado");
    expect(saida).toContain(MENSAGENS_ASSINATURA.pendente);
    expect(saida).toMatch(/<a[^>]*href="\/app\/configuracoes"[^>]*>.*Pagar em Configurações<\/a>/);
    expect(saida).toMatch(/<a[^>]*href="\/planos"[^>]*>.*Ver planos<\/a>/);
    expect(saida).toMatch(/<button[^>]*>.*Sair<\/button>/);
  });
});

describe("AcessoBloqueado para quem não paga", () => {
  it("diz a quem pedir e não leva ao pagamento", () => {
    const saida = html(
      <AcessoBloqueado mensagem={MENSAGENS_ASSINATURA.pendente} onSair={() => {}} podePagar={false} />,
    );
    expect(saida).toContain("Peça ao dono do estabelecimento para regularizar a assinatura.");
    expect(saida).not.toContain("Pagar em Configurações");
    expect(saida).not.toContain('href="/planos"');
  });
});
