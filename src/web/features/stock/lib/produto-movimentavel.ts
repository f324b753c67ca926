import type { Produto } from "@/shared/catalog/schemas";

/** What the movement form needs of a product; the route hands the catalogue's list over. */
export type ProdutoMovimentavel = Pick<
  Produto,
  | "id"
  | "nome"
  | "marca"
  | "volume"
  | "categoria"
  | "preco_compra"
  | "preco_venda"
  | "estoque_atual"
  | "codigo_barras"
>;
