import { describe, expect, test } from "vitest";
import { buscarProdutosPdv, indexarProdutosPdv } from "./buscar-produtos";
import type { ProdutoPdv } from "./produto-pdv";

const base = { preco_venda: "6.00", estoque_atual: 10, volume: null, codigo_barras: null } as const;
const produtos: ProdutoPdv[] = [
  {
    ...base,
    id: "1",
    nome: "Heineken Long Neck 330ml",
    marca: "Heineken",
    categoria: "Cerveja",
    codigo_barras: "7896045300116",
  },
  { ...base, id: "2", nome: "Água Mineral Crystal", marca: "Crystal", categoria: "Água" },
  { ...base, id: "3", nome: "Porção de Batata", marca: null, categoria: "Petisco" },
];
const indice = indexarProdutosPdv(produtos);
const ids = (busca: string, limite?: number) =>
  buscarProdutosPdv(indice, busca, limite).produtos.map((p) => p.id);

describe("busca do PDV", () => {
  test("por nome (sem acento), marca, categoria e código de barras", () => {
    expect(ids("")).toEqual(["1", "2", "3"]);
    expect(ids("agua")).toEqual(["2"]);
    expect(ids("crystal")).toEqual(["2"]);
    expect(ids("PETISCO")).toEqual(["3"]);
    expect(ids("cerveja long")).toEqual(["1"]);
    expect(ids("7896045300116")).toEqual(["1"]);
    expect(ids("nada")).toEqual([]);
  });

  test("o limite corta a lista mas conta todos", () => {
    expect(buscarProdutosPdv(indice, "", 2)).toEqual({ produtos: produtos.slice(0, 2), total: 3 });
  });
});
