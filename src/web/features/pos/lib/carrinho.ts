import { fromCentavos, toCentavos } from "@/shared/money";
import type { FormaPagamento } from "@/shared/pos/formas-pagamento";
import type { VendaInput } from "@/shared/pos/schemas";
import type { ProdutoPdv } from "./produto-pdv";

/**
 * The direct sale's draft (spec §3 cart line, §4 cart, §5 cart rules): lines, discount, notes, payment
 * method and the idempotency key of the attempt under way. Pure and DOM-free: the page keeps it in a
 * `useReducer`, the unit test drives it directly. The totals here are what the person sees while
 * building the cart; the server computes the sale's real totals from the database's prices.
 */

export interface LinhaCarrinho {
  /** A snapshot of the product when it was added (name, price and stock for the screen). */
  produto: ProdutoPdv;
  quantidade: number;
}

export interface Carrinho {
  linhas: LinhaCarrinho[];
  /** As typed in the finalize dialog ("5,50", "", "abc"); read by `descontoEmCentavos`. */
  desconto: string;
  observacoes: string;
  formaPagamento: FormaPagamento;
  /**
   * The `chave_idempotencia` of the "Confirmar Venda" attempt whose outcome is unknown (network error,
   * timeout, 5xx). Kept until the server gives a definite answer, so a retry cannot sell twice.
   */
  chave: string | null;
}

export const CARRINHO_VAZIO: Carrinho = {
  linhas: [],
  desconto: "",
  observacoes: "",
  formaPagamento: "dinheiro",
  chave: null,
};

export type AcaoCarrinho =
  | { tipo: "adicionar"; produto: ProdutoPdv; quantidade: number }
  | { tipo: "alterarQuantidade"; produtoId: string; quantidade: number }
  | { tipo: "incrementar"; produtoId: string }
  | { tipo: "decrementar"; produtoId: string }
  | { tipo: "remover"; produtoId: string }
  | { tipo: "limpar" }
  | { tipo: "definirDesconto"; desconto: string }
  | { tipo: "definirObservacoes"; observacoes: string }
  | { tipo: "definirFormaPagamento"; formaPagamento: FormaPagamento | "" | null }
  | { tipo: "iniciarTentativa"; chave: string }
  | { tipo: "tentativaRecusada" }
  | { tipo: "vendaConcluida" }
  | { tipo: "atualizarProdutos"; produtos: readonly ProdutoPdv[] };

/** A quantity the cart can hold: a whole number; anything else (NaN, 2.5) is rounded down. */
function inteiro(n: number): number {
  return Number.isFinite(n) ? Math.trunc(n) : 0;
}

function comQuantidade(linhas: LinhaCarrinho[], produtoId: string, quantidade: (atual: number) => number) {
  return linhas.flatMap((linha) => {
    if (linha.produto.id !== produtoId) return [linha];
    const nova = inteiro(quantidade(linha.quantidade));
    // §4: setting a quantity to 0 or less removes the line.
    return nova <= 0 ? [] : [{ ...linha, quantidade: nova }];
  });
}

export function carrinhoReducer(estado: Carrinho, acao: AcaoCarrinho): Carrinho {
  switch (acao.tipo) {
    case "adicionar": {
      const quantidade = inteiro(acao.quantidade);
      if (quantidade <= 0) return estado;
      const existe = estado.linhas.some((l) => l.produto.id === acao.produto.id);
      // §4: adding an existing product increases its quantity (and refreshes its snapshot).
      const linhas = existe
        ? estado.linhas.map((l) =>
            l.produto.id === acao.produto.id
              ? { produto: acao.produto, quantidade: l.quantidade + quantidade }
              : l,
          )
        : [...estado.linhas, { produto: acao.produto, quantidade }];
      return { ...estado, linhas };
    }
    case "alterarQuantidade":
      return { ...estado, linhas: comQuantidade(estado.linhas, acao.produtoId, () => acao.quantidade) };
    case "incrementar":
      return { ...estado, linhas: comQuantidade(estado.linhas, acao.produtoId, (q) => q + 1) };
    case "decrementar":
      return { ...estado, linhas: comQuantidade(estado.linhas, acao.produtoId, (q) => q - 1) };
    case "remover":
      return { ...estado, linhas: estado.linhas.filter((l) => l.produto.id !== acao.produtoId) };
    case "limpar":
      return { ...estado, linhas: [] };
    case "definirDesconto":
      return { ...estado, desconto: acao.desconto };
    case "definirObservacoes":
      return { ...estado, observacoes: acao.observacoes };
    case "definirFormaPagamento":
      // §4: selecting an empty payment value resets it to dinheiro.
      return { ...estado, formaPagamento: acao.formaPagamento || "dinheiro" };
    case "iniciarTentativa":
      return estado.chave ? estado : { ...estado, chave: acao.chave };
    case "tentativaRecusada":
      return { ...estado, chave: null };
    case "vendaConcluida":
      // §4: after a sale the cart, discount and notes are cleared; the payment method goes back to dinheiro.
      return CARRINHO_VAZIO;
    case "atualizarProdutos": {
      const porId = new Map(acao.produtos.map((p) => [p.id, p]));
      let mudou = false;
      const linhas = estado.linhas.map((l) => {
        const atual = porId.get(l.produto.id);
        if (!atual || atual === l.produto) return l;
        mudou = true;
        return { ...l, produto: atual };
      });
      return mudou ? { ...estado, linhas } : estado;
    }
  }
}

/** "1.000,50" as a Brazilian writes it, "5.50" as a keypad or a paste may hand it over: one form. */
function normalizarDesconto(texto: string): string {
  const limpo = texto.replace(/\s/g, "");
  return limpo.includes(",") ? limpo.replace(/\./g, "").replace(",", ".") : limpo;
}

const AMOUNT = /^(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Whether the text is an amount (or empty, which is 0); the field warns otherwise. */
export function descontoLegivel(texto: string): boolean {
  const limpo = normalizarDesconto(texto);
  return limpo === "" || AMOUNT.test(limpo);
}

/**
 * §5: the discount is a number ≥ 0 with centavos; anything non-numeric or negative counts as 0. Accepts
 * "5,50" and "5.50"; more than two decimals are rounded to the centavo.
 */
export function descontoEmCentavos(texto: string): number {
  const limpo = normalizarDesconto(texto);
  if (!AMOUNT.test(limpo)) return 0;
  const [reais = "", fracao = ""] = limpo.split(".");
  const centavos = Math.round(Number(reais || "0") * 100 + Number(fracao.padEnd(3, "0").slice(0, 3)) / 10);
  return Number.isSafeInteger(centavos) ? centavos : 0;
}

export interface TotaisCarrinho {
  itens: number;
  subtotal: number;
  desconto: number;
  /** max(subtotal − desconto, 0), as the server computes it. */
  total: number;
}

/** The cart's figures in integer centavos (exact). */
export function totaisDoCarrinho(estado: Pick<Carrinho, "linhas" | "desconto">): TotaisCarrinho {
  let subtotal = 0;
  let itens = 0;
  for (const linha of estado.linhas) {
    subtotal += linha.quantidade * toCentavos(linha.produto.preco_venda);
    itens += linha.quantidade;
  }
  const desconto = descontoEmCentavos(estado.desconto);
  return { itens, subtotal, desconto, total: Math.max(subtotal - desconto, 0) };
}

export function totalDaLinha(linha: LinhaCarrinho): number {
  return linha.quantidade * toCentavos(linha.produto.preco_venda);
}

/**
 * The body of POST /api/vendas: lines by id and quantity only — prices are the server's — and, when the
 * sale is paid in parts or with change, its payments (decision 152).
 */
export function corpoDaVenda(
  estado: Carrinho,
  chave: string,
  pagamento: Pick<VendaInput, "pagamentos" | "cobrar_taxa_servico"> = {},
): VendaInput {
  const observacoes = estado.observacoes.trim();
  return {
    ...pagamento,
    itens: estado.linhas.map((l) => ({ produto_id: l.produto.id, quantidade: l.quantidade })),
    desconto: fromCentavos(descontoEmCentavos(estado.desconto)),
    forma_pagamento: estado.formaPagamento,
    observacoes: observacoes === "" ? null : observacoes,
    chave_idempotencia: chave,
  };
}

/** An amount typed in a field ("5,50", "1.000,50", "5.50") in centavos; null when empty or not an amount. */
export function valorDigitado(texto: string): number | null {
  const limpo = normalizarDesconto(texto);
  if (limpo === "" || !AMOUNT.test(limpo)) return null;
  return descontoEmCentavos(texto);
}
