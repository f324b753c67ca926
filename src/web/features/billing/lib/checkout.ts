import { obterPlano, type PlanoInfo } from "@/shared/billing/planos";

/**
 * Where the plans page takes the visitor (docs/decisions/006, 108).
 * - "teste": a plan with a free trial (the monthly plan), started by signing up at /auth; the owner pays
 *   from the app before the trial ends.
 * - "pagamento": pay first, with no account yet: the purchase form at /assinar/<plano>, which starts the
 *   payment at the provider and sends the browser to its page.
 * - "sem-link": the plan is not one Balcão sells; the spec's toast "Link de pagamento não encontrado
 *   para este plano."
 */
export type DestinoCompra =
  | { tipo: "teste"; href: string }
  | { tipo: "pagamento"; href: string }
  | { tipo: "sem-link" };

export type ModoCompra = "teste" | "pagar";

export const MENSAGEM_SEM_LINK = "Link de pagamento não encontrado para este plano.";

export function destinoDaCompra(planoId: string, modo: ModoCompra = "teste"): DestinoCompra {
  const plano = obterPlano(planoId);
  if (!plano) return { tipo: "sem-link" };
  if (modo === "teste" && plano.temTesteGratis) {
    return { tipo: "teste", href: `/auth?${new URLSearchParams({ plano: plano.id })}` };
  }
  return { tipo: "pagamento", href: caminhoCompra(plano) };
}

export function caminhoCompra(plano: Pick<PlanoInfo, "id">): string {
  return `/assinar/${encodeURIComponent(plano.id)}`;
}

/**
 * The provider's payment page as the server answered it (url_pagamento): a path of this app (the
 * sandbox checkout) or an http(s) address (Asaas's invoice). Anything else is refused rather than
 * followed (a javascript: or protocol-relative address would take the buyer somewhere unintended).
 */
export function urlPagamentoSegura(url: string | null | undefined): string | null {
  const texto = url?.trim();
  if (!texto) return null;
  if (texto.startsWith("/")) return texto.startsWith("//") || texto.startsWith("/\\") ? null : texto;
  if (!URL.canParse(texto)) return null;
  const parsed = new URL(texto);
  return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : null;
}
