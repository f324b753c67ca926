import { randomUUID } from "node:crypto";

/** The catalogue of every bench account: PRODUTOS products, with stock that never runs out. */
export const PRODUTOS = 50;
export const ITENS_POR_VENDA = 5;

/**
 * The products of one sale, the same rule in the HTTP load and in pgbench's script (bench/vendas-pgbench.ts):
 * a random first product and a random step of 1 to 9, so five distinct products (5 × 9 < 50) spread over
 * the catalogue, each in quantity 1 + (n mod 3).
 */
export function itensDaVenda(sortear: () => number): { n: number; quantidade: number }[] {
  const base = Math.floor(sortear() * PRODUTOS);
  const passo = 1 + Math.floor(sortear() * 9);
  return Array.from({ length: ITENS_POR_VENDA }, (_, k) => {
    const n = (base + k * passo) % PRODUTOS;
    return { n, quantidade: 1 + (n % 3) };
  });
}

/** The body of POST /api/vendas for such a sale: the PDV's, with a fresh idempotency key. */
export function carrinhoDaVenda(produtos: string[], sortear: () => number) {
  return {
    itens: itensDaVenda(sortear).map((i) => ({ produto_id: produtos[i.n]!, quantidade: i.quantidade })),
    desconto: "0.50",
    forma_pagamento: "pix",
    chave_idempotencia: randomUUID(),
  };
}
