/** Payment methods (§9), shared by sales, tabs and their payments (decision 152). */

export const FORMAS_PAGAMENTO = [
  "dinheiro",
  "pix",
  "cartao_debito",
  "cartao_credito",
  "transferencia",
] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];

/** The tab-close list shows only the first four (§9). */
export const FORMAS_PAGAMENTO_COMANDA = ["dinheiro", "pix", "cartao_debito", "cartao_credito"] as const;
export type FormaPagamentoComanda = (typeof FORMAS_PAGAMENTO_COMANDA)[number];

/**
 * What `vendas.forma_pagamento` and `comandas.forma_pagamento` hold (decision 153): the method of the
 * bill's payments, or "multiplas" when they used more than one (each payment keeps its own).
 */
export const MULTIPLAS = "multiplas";
export type FormaPagamentoConta = FormaPagamento | typeof MULTIPLAS;

/** What the select shows. */
export const ROTULO_FORMA_PAGAMENTO: Record<FormaPagamento, string> = {
  dinheiro: "Dinheiro",
  pix: "PIX",
  cartao_debito: "Cartão de Débito",
  cartao_credito: "Cartão de Crédito",
  transferencia: "Transferência",
};

/** What the receipt prints (§9). */
export const ROTULO_PAGAMENTO_RECIBO: Record<FormaPagamento, string> = {
  dinheiro: "DINHEIRO",
  pix: "PIX",
  cartao_debito: "CARTÃO DÉBITO",
  cartao_credito: "CARTÃO CRÉDITO",
  transferencia: "TRANSFERÊNCIA",
};

/**
 * The methods of a bill as lists show them: "PIX", or "PIX + Dinheiro" for several, in the order they
 * were paid, each once.
 */
export function rotuloDosPagamentos(pagamentos: readonly { forma_pagamento: FormaPagamento }[]): string {
  return [...new Set(pagamentos.map((p) => ROTULO_FORMA_PAGAMENTO[p.forma_pagamento]))].join(" + ");
}

/** "multiplas" when the payments used more than one method; the method otherwise. */
export function formaDaConta(formas: readonly FormaPagamento[], padrao: FormaPagamento): FormaPagamentoConta {
  const distintas = new Set(formas);
  if (distintas.size > 1) return MULTIPLAS;
  return formas[0] ?? padrao;
}
