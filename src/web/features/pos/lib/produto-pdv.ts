import type { Produto } from "@/shared/catalog/schemas";

/**
 * What the point of sale needs of a product. The route passes the catalogue's products (decision 022):
 * this feature never fetches /api/produtos itself.
 */
export type ProdutoPdv = Pick<
  Produto,
  "id" | "nome" | "marca" | "volume" | "categoria" | "preco_venda" | "estoque_atual" | "codigo_barras"
>;
