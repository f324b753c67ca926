import { describe, expect, it } from "vitest";
import { PLANOS } from "@/shared/billing/planos";
import { destinoDaCompra, urlPagamentoSegura } from "./checkout";

describe("destinoDaCompra", () => {
  it("starts the monthly plan's free trial at sign-up, and the others at the purchase form", () => {
    expect(PLANOS.map((p) => destinoDaCompra(p.id))).toEqual([
      { tipo: "teste", href: "/auth?plano=plano-mensal-balcao" },
      { tipo: "pagamento", href: "/assinar/plano-semestral-balcao" },
      { tipo: "pagamento", href: "/assinar/plano-anual-balcao" },
    ]);
  });

  it("sends every plan to the purchase form when the visitor chooses to pay first", () => {
    expect(PLANOS.map((p) => destinoDaCompra(p.id, "pagar").tipo)).toEqual([
      "pagamento",
      "pagamento",
      "pagamento",
    ]);
    expect(destinoDaCompra("plano-mensal-balcao", "pagar")).toEqual({
      tipo: "pagamento",
      href: "/assinar/plano-mensal-balcao",
    });
  });

  it("reports a missing link for a plan Balcão does not sell", () => {
    expect(destinoDaCompra("plano-vitalicio")).toEqual({ tipo: "sem-link" });
    expect(destinoDaCompra("", "pagar")).toEqual({ tipo: "sem-link" });
  });
});

describe("urlPagamentoSegura", () => {
  it("follows a path of this app and an http(s) address", () => {
    expect(urlPagamentoSegura("/checkout/abc")).toBe("/checkout/abc");
    expect(urlPagamentoSegura("https://sandbox.asaas.com/i/123")).toBe("https://sandbox.asaas.com/i/123");
  });

  it("refuses empty, protocol-relative and non-web addresses", () => {
    expect(urlPagamentoSegura(null)).toBeNull();
    expect(urlPagamentoSegura("  ")).toBeNull();
    expect(urlPagamentoSegura("//evil.example/x")).toBeNull();
    expect(urlPagamentoSegura("/\\evil.example")).toBeNull();
    expect(urlPagamentoSegura("javascript:alert(1)")).toBeNull();
    expect(urlPagamentoSegura("ftp://x.example/a")).toBeNull();
  });
});
