import { describe, expect, test } from "vitest";
import { adicionarAoPedido, alterarLinha, corpoDoPedido, errosDoPedido, resumoDoPedido } from "./pedido";
import type { ProdutoPdv } from "./produto-pdv";

const produto = (id: string, estoque_atual: number, preco_venda = "6.50"): ProdutoPdv => ({
  id,
  nome: `Produto ${id}`,
  marca: null,
  volume: null,
  categoria: "Cerveja",
  preco_venda,
  estoque_atual,
  codigo_barras: null,
});

describe("pedido do garçom", () => {
  test("um toque soma à linha sem observação; com observação, o mesmo produto vira outra linha", () => {
    const chopp = produto("a", 10);
    let linhas = adicionarAoPedido([], chopp, "1");
    linhas = adicionarAoPedido(linhas, chopp, "2");
    expect(linhas.map((l) => [l.id, l.quantidade])).toEqual([["1", "2"]]);
    linhas = alterarLinha(linhas, "1", { observacoes: "sem gelo" });
    linhas = adicionarAoPedido(linhas, chopp, "3");
    expect(linhas.map((l) => [l.id, l.quantidade, l.observacoes])).toEqual([
      ["1", "2", "sem gelo"],
      ["3", "1", ""],
    ]);
  });

  test("o estoque vale para a soma das linhas do mesmo produto", () => {
    const caipirinha = produto("c", 3);
    let linhas = adicionarAoPedido([], caipirinha, "1");
    linhas = alterarLinha(linhas, "1", { quantidade: "2", observacoes: "sem açúcar" });
    linhas = adicionarAoPedido(linhas, caipirinha, "2");
    expect([...errosDoPedido(linhas).values()]).toEqual([null, null]);
    linhas = alterarLinha(linhas, "2", { quantidade: "2" });
    expect(errosDoPedido(linhas).get("2")).toBe("Máximo de 1 unidade em estoque");
    expect(errosDoPedido(alterarLinha(linhas, "2", { quantidade: "" })).get("2")).toBe(
      "Informe a quantidade",
    );
  });

  test("resumo e corpo da requisição", () => {
    const linhas = alterarLinha(
      adicionarAoPedido(adicionarAoPedido([], produto("a", 9, "12.90"), "1"), produto("b", 9, "4.00"), "2"),
      "1",
      { quantidade: "2" },
    );
    expect(resumoDoPedido(linhas)).toEqual({ unidades: 3, centavos: 2980 });
    expect(corpoDoPedido(alterarLinha(linhas, "2", { observacoes: "sem gelo" }), "k")).toEqual({
      itens: [
        { produto_id: "a", quantidade: 2, observacoes: "" },
        { produto_id: "b", quantidade: 1, observacoes: "sem gelo" },
      ],
      chave_idempotencia: "k",
    });
  });
});
