import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import type { AssinaturaDetalhe, Pagamento } from "@/shared/billing/schemas";
import { acaoPagamento } from "../lib/assinatura";
import { AssinaturaCard } from "./assinatura-card";
import { PagamentosHistorico } from "./pagamentos-historico";
import { PlanosPainel } from "./planos-painel";

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const nada = () => {};

/** The text a person reads, tags removed. */
const texto = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

function detalhe(
  status: "ativa" | "pendente" | "suspensa",
  acesso: Partial<SubscriptionStatus> = {},
): AssinaturaDetalhe {
  return {
    cancelamento: null,
    compra_pendente: null,
    acesso: {
      hasActiveSubscription: status === "ativa",
      isExpired: false,
      isTrialPeriod: false,
      canAccessSystem: status !== "suspensa",
      limitationMessage: null,
      daysUntilExpiry: 20,
      planLevel: 1,
      subscription: {
        id: "a1",
        virtual: false,
        status,
        plano_id: "plano-mensal-balcao",
        plano_nome: "Mensal",
        data_inicio: "2026-11-20T15:00:00.000Z",
        data_vencimento: "2026-12-20T15:00:00.000Z",
        valor_mensal: "89.90",
        valor_total: "89.90",
        desconto_percentual: 0,
      },
      ...acesso,
    },
  };
}

function card(d: AssinaturaDetalhe) {
  return html(
    <AssinaturaCard
      detalhe={d}
      atualizando={false}
      onAtualizar={nada}
      acao={acaoPagamento(d)}
      pagando={false}
      onPagar={nada}
    />,
  );
}

describe("AssinaturaCard", () => {
  it("shows the trial's days left and offers to pay it", () => {
    const saida = texto(
      card(
        detalhe("pendente", {
          isTrialPeriod: true,
          daysUntilExpiry: 5,
          limitationMessage: "Período de teste - 5 dias restantes. Complete o pagamento para continuar.",
        }),
      ),
    );
    expect(saida).toContain("Plano Mensal");
    expect(saida).toContain("Pendente");
    expect(saida).toContain("5 dias restantes");
    expect(saida).toContain("Atualizar Status");
    expect(saida).toContain("Pagar agora");
  });

  it("shows an active plan's due date, and a blocked one's message", () => {
    const ativa = texto(card(detalhe("ativa")));
    expect(ativa).toContain("Ativa");
    expect(ativa).toContain("Próximo vencimento 20/12/2026");
    expect(ativa).not.toContain("Pagar agora");

    const suspensa = texto(
      card(
        detalhe("suspensa", { limitationMessage: "Assinatura suspensa. Entre em contato com o suporte." }),
      ),
    );
    expect(suspensa).toContain("Suspensa");
    expect(suspensa).toContain("Assinatura suspensa. Entre em contato com o suporte.");
    expect(suspensa).toContain("Pagar agora");
  });

  it("a trial that ended unpaid shows why and the way to pay, not the due date it never reached", () => {
    const saida = texto(
      card(
        detalhe("pendente", {
          isExpired: true,
          canAccessSystem: false,
          limitationMessage: "Pagamento pendente. Complete o pagamento para reativar o sistema.",
        }),
      ),
    );
    expect(saida).toContain("Pagamento pendente. Complete o pagamento para reativar o sistema.");
    expect(saida).toContain("Pagar agora");
    expect(saida).not.toContain("Venceu em");
    expect(saida).not.toContain("20/12/2026");
  });

  it("says until when a cancelled subscription still gives access", () => {
    const d = {
      ...detalhe("ativa"),
      cancelamento: { data: "2026-11-25T15:00:00.000Z", acesso_ate: "2026-12-20T15:00:00.000Z" },
    };
    const saida = texto(card(d));
    expect(saida).toContain("Acesso até 20/12/2026");
    expect(saida).toContain("Cancelada em 25/11/2026");
    expect(saida).toContain("Você continua usando o Balcão até 20/12/2026");
  });
});

describe("PlanosPainel", () => {
  it("disables Plano Atual on the plan whose monthly price is the subscription's, and offers the others", () => {
    const saida = html(<PlanosPainel valorMensal="79.90" escolhendo={null} onEscolher={nada} />);
    const botoes = [...saida.matchAll(/<button([^>]*)>(.*?)<\/button>/g)].map((m) => ({
      texto: texto(m[2]!).trim(),
      desativado: /\bdisabled=""/.test(m[1]!),
    }));
    expect(botoes).toEqual([
      { texto: "Assinar Plano Mensal", desativado: false },
      { texto: "Plano Atual", desativado: true },
      { texto: "Assinar Plano Anual", desativado: false },
    ]);
  });
});

describe("PagamentosHistorico", () => {
  const pagamento = (n: number, status: Pagamento["status"]): Pagamento => ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    plano_nome: "Anual",
    valor: "838.80",
    metodo_pagamento: "PIX",
    status,
    data_vencimento: "2026-11-30",
    data_pagamento: status === "confirmed" ? "2026-11-23T18:00:00.000Z" : null,
    url_fatura: "/checkout/pay_sbx_0123456789abcdef",
    created_at: "2026-11-23T17:00:00.000Z",
  });

  it("lists the latest 5 with the spec's labels", () => {
    const todos = [
      pagamento(1, "confirmed"),
      pagamento(2, "pending"),
      pagamento(3, "overdue"),
      pagamento(4, "refunded"),
      pagamento(5, "confirmed"),
      pagamento(6, "confirmed"),
    ];
    const saida = texto(html(<PagamentosHistorico pagamentos={todos} />));
    expect(saida.match(/Plano Anual/g)).toHaveLength(5);
    for (const rotulo of ["Pago", "Pendente", "Vencido", "Estornado"]) expect(saida).toContain(rotulo);
    expect(saida).toContain("R$ 838,80");
    expect(saida).toContain("Pago em 23/11/2026, 15:00");
    expect(saida).toContain("Vence em 30/11/2026");
  });

  it("says when there is none", () => {
    expect(texto(html(<PagamentosHistorico pagamentos={[]} />))).toContain("Nenhum pagamento ainda.");
  });
});
