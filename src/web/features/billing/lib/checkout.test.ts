import { describe, expect, it } from "vitest";
import { PLANOS } from "@/shared/billing/planos";
import { destinoDaCompra } from "./checkout";

describe("destinoDaCompra", () => {
  it("sends every current plan to sign-up with the plan id (no payment provider yet)", () => {
    expect(PLANOS.map(destinoDaCompra)).toEqual([
      { tipo: "cadastro", href: "/auth?plano=plano-mensal-balcao" },
      { tipo: "cadastro", href: "/auth?plano=plano-semestral-balcao" },
      { tipo: "cadastro", href: "/auth?plano=plano-anual-balcao" },
    ]);
  });

  it("goes to the external payment page when the plan has a link", () => {
    expect(destinoDaCompra({ id: "p", linkPagamento: "https://pagamento.exemplo.com/p?x=1" })).toEqual({
      tipo: "externo",
      href: "https://pagamento.exemplo.com/p?x=1",
    });
  });

  it("reports a missing link when the plan declares one that is empty or unusable", () => {
    expect(destinoDaCompra({ id: "p", linkPagamento: "" })).toEqual({ tipo: "sem-link" });
    expect(destinoDaCompra({ id: "p", linkPagamento: "   " })).toEqual({ tipo: "sem-link" });
    expect(destinoDaCompra({ id: "p", linkPagamento: "javascript:alert(1)" })).toEqual({ tipo: "sem-link" });
  });
});
