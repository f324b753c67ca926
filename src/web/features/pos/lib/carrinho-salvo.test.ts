import { describe, expect, test } from "vitest";
import { CARRINHO_VAZIO, type Carrinho } from "./carrinho";
import { CHAVE_CARRINHO, lerCarrinhoSalvo, salvarCarrinho } from "./carrinho-salvo";

function memoria() {
  const dados = new Map<string, string>();
  return {
    dados,
    getItem: (k: string) => dados.get(k) ?? null,
    setItem: (k: string, v: string) => void dados.set(k, v),
    removeItem: (k: string) => void dados.delete(k),
  };
}

const cheio: Carrinho = {
  linhas: [
    {
      produto: {
        id: "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d",
        nome: "Brahma Lata 350ml",
        marca: "Brahma",
        volume: "350ml",
        categoria: "Cerveja",
        preco_venda: "6.00",
        estoque_atual: 72,
        codigo_barras: null,
      },
      quantidade: 3,
    },
  ],
  desconto: "1,50",
  observacoes: "Mesa do fundo",
  formaPagamento: "pix",
  chave: "2f1c6a0e-8d4b-4a8e-9f2a-3b5c7d9e1f20",
};

describe("carrinho salvo na aba", () => {
  test("volta igual depois de um recarregamento, com a chave da tentativa pendente", () => {
    const m = memoria();
    salvarCarrinho(m, cheio);
    expect(lerCarrinhoSalvo(m)).toEqual(cheio);
  });

  test("um carrinho vazio não deixa nada guardado", () => {
    const m = memoria();
    salvarCarrinho(m, cheio);
    salvarCarrinho(m, CARRINHO_VAZIO);
    expect(m.dados.has(CHAVE_CARRINHO)).toBe(false);
    expect(lerCarrinhoSalvo(m)).toEqual(CARRINHO_VAZIO);
  });

  test("conteúdo estranho ou corrompido vira carrinho vazio, sem erro", () => {
    const m = memoria();
    for (const texto of [
      "{",
      "null",
      '{"linhas":"x"}',
      "[]",
      JSON.stringify({ ...cheio, formaPagamento: "cheque" }),
      JSON.stringify({ ...cheio, chave: 7 }),
      JSON.stringify({ ...cheio, linhas: [{ ...cheio.linhas[0], quantidade: 0 }] }),
      JSON.stringify({ ...cheio, linhas: [{ ...cheio.linhas[0], quantidade: 1.5 }] }),
      JSON.stringify({
        ...cheio,
        linhas: [{ quantidade: 1, produto: { ...cheio.linhas[0]?.produto, categoria: "Sorvete" } }],
      }),
      JSON.stringify({
        ...cheio,
        linhas: [{ quantidade: 1, produto: { ...cheio.linhas[0]?.produto, estoque_atual: "72" } }],
      }),
      JSON.stringify({
        ...cheio,
        linhas: [{ quantidade: 1, produto: { ...cheio.linhas[0]?.produto, marca: 1 } }],
      }),
    ]) {
      m.setItem(CHAVE_CARRINHO, texto);
      expect(lerCarrinhoSalvo(m)).toEqual(CARRINHO_VAZIO);
    }
    expect(lerCarrinhoSalvo(undefined)).toEqual(CARRINHO_VAZIO);
  });

  test("campos a mais no que foi guardado ficam de fora", () => {
    const m = memoria();
    const linha = cheio.linhas[0];
    m.setItem(
      CHAVE_CARRINHO,
      JSON.stringify({
        ...cheio,
        extra: 1,
        linhas: [{ ...linha, extra: 2, produto: { ...linha?.produto, custo: "1" } }],
      }),
    );
    expect(lerCarrinhoSalvo(m)).toEqual(cheio);
  });

  test("armazenamento recusado não impede a venda", () => {
    const recusa = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceeded");
      },
      removeItem: () => {},
    };
    expect(() => salvarCarrinho(recusa, cheio)).not.toThrow();
  });
});
