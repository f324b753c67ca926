import { describe, expect, test } from "vitest";
import { VendaInput } from "@/shared/pos/schemas";
import {
  type AcaoCarrinho,
  CARRINHO_VAZIO,
  type Carrinho,
  carrinhoReducer,
  corpoDaVenda,
  descontoEmCentavos,
  descontoLegivel,
  totaisDoCarrinho,
} from "./carrinho";
import type { ProdutoPdv } from "./produto-pdv";

function produto(id: string, preco_venda: string, estoque_atual = 10): ProdutoPdv {
  return {
    id,
    nome: `Produto ${id}`,
    marca: "Marca",
    volume: "350ml",
    categoria: "Cerveja",
    preco_venda,
    estoque_atual,
    codigo_barras: null,
  };
}

const UUID_A = "00000000-0000-4000-8000-00000000000a";
const UUID_B = "00000000-0000-4000-8000-00000000000b";
const CHAVE = "11111111-1111-4111-8111-111111111111";
const a = produto(UUID_A, "6.00");
const b = produto(UUID_B, "12.90");

const aplicar = (acoes: AcaoCarrinho[], inicial: Carrinho = CARRINHO_VAZIO) =>
  acoes.reduce(carrinhoReducer, inicial);

describe("carrinho", () => {
  test("adicionar um produto que já está no carrinho aumenta a quantidade (§4)", () => {
    const estado = aplicar([
      { tipo: "adicionar", produto: a, quantidade: 2 },
      { tipo: "adicionar", produto: b, quantidade: 1 },
      { tipo: "adicionar", produto: a, quantidade: 3 },
    ]);
    expect(estado.linhas.map((l) => [l.produto.id, l.quantidade])).toEqual([
      [UUID_A, 5],
      [UUID_B, 1],
    ]);
  });

  test("quantidade zero ou negativa remove a linha; adicionar 0 não muda nada", () => {
    const base = aplicar([
      { tipo: "adicionar", produto: a, quantidade: 2 },
      { tipo: "adicionar", produto: b, quantidade: 1 },
    ]);
    expect(carrinhoReducer(base, { tipo: "adicionar", produto: a, quantidade: 0 })).toBe(base);
    expect(
      aplicar([{ tipo: "alterarQuantidade", produtoId: UUID_A, quantidade: 0 }], base).linhas,
    ).toHaveLength(1);
    expect(
      aplicar([{ tipo: "alterarQuantidade", produtoId: UUID_A, quantidade: -3 }], base).linhas,
    ).toHaveLength(1);
    expect(
      aplicar([{ tipo: "decrementar", produtoId: UUID_B }], base).linhas.map((l) => l.produto.id),
    ).toEqual([UUID_A]);
    const mais = aplicar([{ tipo: "incrementar", produtoId: UUID_A }], base);
    expect(mais.linhas[0]!.quantidade).toBe(3);
    expect(aplicar([{ tipo: "remover", produtoId: UUID_A }], base).linhas.map((l) => l.produto.id)).toEqual([
      UUID_B,
    ]);
    expect(
      aplicar([{ tipo: "alterarQuantidade", produtoId: UUID_A, quantidade: 2.7 }], base).linhas[0]!
        .quantidade,
    ).toBe(2);
  });

  test("o carrinho não confere o estoque (§5): o +  passa do estoque mostrado", () => {
    const estado = aplicar([
      { tipo: "adicionar", produto: produto(UUID_A, "6.00", 1), quantidade: 1 },
      { tipo: "incrementar", produtoId: UUID_A },
    ]);
    expect(estado.linhas[0]!.quantidade).toBe(2);
  });

  test("forma de pagamento vazia volta para dinheiro (§4)", () => {
    const pix = carrinhoReducer(CARRINHO_VAZIO, { tipo: "definirFormaPagamento", formaPagamento: "pix" });
    expect(pix.formaPagamento).toBe("pix");
    expect(carrinhoReducer(pix, { tipo: "definirFormaPagamento", formaPagamento: "" }).formaPagamento).toBe(
      "dinheiro",
    );
    expect(carrinhoReducer(pix, { tipo: "definirFormaPagamento", formaPagamento: null }).formaPagamento).toBe(
      "dinheiro",
    );
  });

  test("limpar tira as linhas; venda concluída limpa tudo (carrinho, desconto, observações, chave)", () => {
    const estado = aplicar([
      { tipo: "adicionar", produto: a, quantidade: 2 },
      { tipo: "definirDesconto", desconto: "1,50" },
      { tipo: "definirObservacoes", observacoes: "Mesa da frente" },
      { tipo: "definirFormaPagamento", formaPagamento: "cartao_credito" },
      { tipo: "iniciarTentativa", chave: CHAVE },
    ]);
    const limpo = carrinhoReducer(estado, { tipo: "limpar" });
    expect(limpo.linhas).toEqual([]);
    expect(limpo.desconto).toBe("1,50");
    expect(carrinhoReducer(estado, { tipo: "vendaConcluida" })).toEqual(CARRINHO_VAZIO);
  });

  test("a chave de idempotência é a mesma em cada nova tentativa até uma resposta definitiva", () => {
    let estado = aplicar([
      { tipo: "adicionar", produto: a, quantidade: 1 },
      { tipo: "iniciarTentativa", chave: CHAVE },
    ]);
    expect(estado.chave).toBe(CHAVE);
    // A retry after a network error offers a new key: the first one is kept.
    estado = carrinhoReducer(estado, { tipo: "iniciarTentativa", chave: "outra" });
    expect(estado.chave).toBe(CHAVE);
    // Even if the cart changes meanwhile: the first request may have been recorded.
    estado = carrinhoReducer(estado, { tipo: "incrementar", produtoId: UUID_A });
    expect(estado.chave).toBe(CHAVE);
    // A refusal (4xx) wrote nothing: the next attempt gets a new key.
    estado = carrinhoReducer(estado, { tipo: "tentativaRecusada" });
    expect(estado.chave).toBeNull();
  });

  test("atualizar produtos renova preço e estoque das linhas, sem mudar o estado quando nada mudou", () => {
    const estado = aplicar([{ tipo: "adicionar", produto: a, quantidade: 2 }]);
    expect(carrinhoReducer(estado, { tipo: "atualizarProdutos", produtos: [a, b] })).toBe(estado);
    const novo = { ...a, estoque_atual: 4, preco_venda: "7.00" };
    const atualizado = carrinhoReducer(estado, { tipo: "atualizarProdutos", produtos: [novo] });
    expect(atualizado.linhas[0]).toEqual({ produto: novo, quantidade: 2 });
  });
});

describe("desconto", () => {
  test.each([
    ["", 0],
    ["0", 0],
    ["5", 500],
    ["5,5", 550],
    ["5.50", 550],
    ["1.000,50", 100050],
    [" 2,25 ", 225],
    ["0,015", 2],
    ["abc", 0],
    ["-5", 0],
    ["5,5,5", 0],
    ["1e3", 0],
    [",5", 50],
  ])("%j → %i centavos", (texto, centavos) => {
    expect(descontoEmCentavos(texto)).toBe(centavos);
  });

  test("o campo avisa quando o texto não é um valor (e vazio é 0, sem aviso)", () => {
    expect(descontoLegivel("")).toBe(true);
    expect(descontoLegivel("5,50")).toBe(true);
    expect(descontoLegivel("abc")).toBe(false);
    expect(descontoLegivel("-5")).toBe(false);
  });
});

describe("totais", () => {
  test("em centavos exatos: 3 × 12,90 + 7 × 0,10 − 0,30", () => {
    const estado = aplicar([
      { tipo: "adicionar", produto: b, quantidade: 3 },
      { tipo: "adicionar", produto: produto(UUID_A, "0.10"), quantidade: 7 },
      { tipo: "definirDesconto", desconto: "0,30" },
    ]);
    expect(totaisDoCarrinho(estado)).toEqual({ itens: 10, subtotal: 3940, desconto: 30, total: 3910 });
  });

  test("o total nunca fica abaixo de zero", () => {
    const estado = aplicar([
      { tipo: "adicionar", produto: a, quantidade: 1 },
      { tipo: "definirDesconto", desconto: "50" },
    ]);
    expect(totaisDoCarrinho(estado).total).toBe(0);
  });

  test("o corpo da venda passa no schema compartilhado e leva só id e quantidade", () => {
    const estado = aplicar([
      { tipo: "adicionar", produto: a, quantidade: 2 },
      { tipo: "adicionar", produto: b, quantidade: 1 },
      { tipo: "definirDesconto", desconto: "2,5" },
      { tipo: "definirObservacoes", observacoes: "  " },
      { tipo: "definirFormaPagamento", formaPagamento: "pix" },
    ]);
    const corpo = corpoDaVenda(estado, CHAVE);
    expect(corpo).toEqual({
      itens: [
        { produto_id: UUID_A, quantidade: 2 },
        { produto_id: UUID_B, quantidade: 1 },
      ],
      desconto: "2.50",
      forma_pagamento: "pix",
      observacoes: null,
      chave_idempotencia: CHAVE,
    });
    expect(VendaInput.safeParse(corpo).success).toBe(true);
  });
});
