import { describe, expect, test } from "vitest";
import type { Categoria } from "@/shared/catalog/categorias";
import { buscarProdutos, indexarProdutos, type ProdutoBuscavel } from "./busca-produtos";

const produtos: (ProdutoBuscavel & { id: string })[] = [
  {
    id: "1",
    nome: "Água Mineral Crystal 500ml",
    marca: "Crystal",
    volume: "500ml",
    categoria: "Água",
    codigo_barras: "7894900530001",
  },
  {
    id: "2",
    nome: "Brahma Chopp Lata",
    marca: "Brahma",
    volume: "350ml",
    categoria: "Cerveja",
    codigo_barras: "7891149100316",
  },
  {
    id: "3",
    nome: "Heineken Long Neck",
    marca: "Heineken",
    volume: "330ml",
    categoria: "Cerveja",
    codigo_barras: null,
  },
  {
    id: "4",
    nome: "Porção de Fritas",
    marca: null,
    volume: null,
    categoria: "Petisco",
    codigo_barras: "2000000000015",
  },
  {
    id: "5",
    nome: "Energético Red Bull",
    marca: "Red Bull",
    volume: "250ml",
    categoria: "Energético",
    codigo_barras: "9002490100070",
  },
];
const indice = indexarProdutos(produtos);
const ids = ({ busca = "", categoria }: { busca?: string; categoria?: Categoria }) =>
  buscarProdutos(indice, busca, { categoria }).produtos.map((p) => p.id);

describe("busca de produtos (Estoque, PDV, movimentação)", () => {
  test("sem busca e sem categoria, todos, na ordem recebida", () => {
    expect(ids({})).toEqual(["1", "2", "3", "4", "5"]);
    expect(ids({ busca: "   " })).toEqual(["1", "2", "3", "4", "5"]);
  });

  test("busca pelo nome sem diferenciar maiúsculas nem acentos", () => {
    expect(ids({ busca: "agua" })).toEqual(["1"]);
    expect(ids({ busca: "ÁGUA" })).toEqual(["1"]);
    expect(ids({ busca: "porcao" })).toEqual(["4"]);
    expect(ids({ busca: "energetico" })).toEqual(["5"]);
  });

  test("busca pela marca, pela categoria e pelo código de barras", () => {
    expect(ids({ busca: "heineken" })).toEqual(["3"]);
    expect(ids({ busca: "cerveja" })).toEqual(["2", "3"]);
    expect(ids({ busca: "7891149100316" })).toEqual(["2"]);
    expect(ids({ busca: "789" })).toEqual(["1", "2"]);
  });

  test("várias palavras: todas precisam aparecer, em qualquer ordem e em qualquer campo", () => {
    expect(ids({ busca: "lata brahma" })).toEqual(["2"]);
    expect(ids({ busca: "cerveja 330" })).toEqual(["3"]);
    expect(ids({ busca: "cerveja  fritas" })).toEqual([]);
  });

  test("uma palavra não junta dois campos", () => {
    // "lata" ends the name and "brahma" is the brand: "latabrahma" matches nothing.
    expect(ids({ busca: "latabrahma" })).toEqual([]);
  });

  test("filtro por categoria, sozinho e com a busca", () => {
    expect(ids({ categoria: "Cerveja" })).toEqual(["2", "3"]);
    expect(ids({ categoria: "Cerveja", busca: "long" })).toEqual(["3"]);
    expect(ids({ categoria: "Vinho" })).toEqual([]);
    // The category filter is exact: searching "agua" within Cerveja finds nothing.
    expect(ids({ categoria: "Cerveja", busca: "agua" })).toEqual([]);
  });

  test("produtos sem marca, volume ou código não quebram o índice", () => {
    expect(indice[3]!.texto).toBe("porcao de fritas\npetisco\n2000000000015");
  });

  test("o limite corta a lista mas conta todos", () => {
    expect(buscarProdutos(indice, "", { limite: 2 })).toEqual({ produtos: produtos.slice(0, 2), total: 5 });
    expect(buscarProdutos(indice, "cerveja", { limite: 1 })).toEqual({ produtos: [produtos[1]], total: 2 });
  });
});
