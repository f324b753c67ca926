import type { PlanoInfo } from "@/shared/billing/planos";

/**
 * Where the plans page's main button takes the visitor (docs/decisions/006).
 * - The plan has no payment link (today, every plan): self-service sign-up with the plan chosen;
 *   the monthly plan starts the free trial there.
 * - The plan declares a link: the browser goes to that external payment page.
 * - The plan declares a link that is empty or not an http(s) address: a configuration error, shown
 *   to the visitor as "link not found" rather than sending them somewhere broken.
 */
export type DestinoCompra =
  | { tipo: "cadastro"; href: string }
  | { tipo: "externo"; href: string }
  | { tipo: "sem-link" };

export const MENSAGEM_SEM_LINK = "Link de pagamento não encontrado para este plano.";

export function destinoDaCompra(plano: Pick<PlanoInfo, "id" | "linkPagamento">): DestinoCompra {
  if (plano.linkPagamento === undefined) {
    return { tipo: "cadastro", href: `/auth?${new URLSearchParams({ plano: plano.id })}` };
  }
  const url = URL.canParse(plano.linkPagamento) ? new URL(plano.linkPagamento) : null;
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:")) return { tipo: "sem-link" };
  return { tipo: "externo", href: url.href };
}
