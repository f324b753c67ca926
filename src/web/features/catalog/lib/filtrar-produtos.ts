import type { Categoria } from "@/shared/catalog/categorias";
import { normalizarBusca, termosDeBusca } from "@/web/lib/texto-busca";

/**
 * The Estoque page filters in the browser: the whole catalogue is already there (GET /api/produtos), so
 * each keystroke is a scan of an array, not a request. The text of each product is normalised once
 * (`indexarProdutos`, memoised by the page), so a keystroke only lowercases the query and runs
 * `String.includes` — about a millisecond for 5,000 products (bench/estoque-filtro.ts). Pure and
 * DOM-free so the bench and the unit test run it as the page does.
 */

/** What the search looks at: name, brand, category and barcode (spec §2.4), plus the volume ("350ml"). */
export interface ProdutoBuscavel {
  nome: string;
  marca: string | null;
  volume: string | null;
  categoria: Categoria;
  codigo_barras: string | null;
}

export interface ProdutoIndexado<P> {
  produto: P;
  /** The searchable fields, normalised, one per line (a word never spans two fields). */
  texto: string;
}

export type CategoriaFiltro = Categoria | "todas";

export interface FiltroProdutos {
  busca: string;
  categoria: CategoriaFiltro;
}

export function indexarProdutos<P extends ProdutoBuscavel>(produtos: readonly P[]): ProdutoIndexado<P>[] {
  return produtos.map((produto) => ({
    produto,
    texto: [produto.nome, produto.marca, produto.volume, produto.categoria, produto.codigo_barras]
      .filter(Boolean)
      .map((campo) => normalizarBusca(campo as string))
      .join("\n"),
  }));
}

/** The products matching every word of the search (any field, any order) and the category. Keeps order. */
export function filtrarProdutos<P extends ProdutoBuscavel>(
  indice: readonly ProdutoIndexado<P>[],
  { busca, categoria }: FiltroProdutos,
): P[] {
  const termos = termosDeBusca(busca);
  const resultado: P[] = [];
  for (const item of indice) {
    if (categoria !== "todas" && item.produto.categoria !== categoria) continue;
    if (termos.every((termo) => item.texto.includes(termo))) resultado.push(item.produto);
  }
  return resultado;
}
