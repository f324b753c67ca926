import type { Categoria } from "@/shared/catalog/categorias";

/**
 * The product search of every list the app filters in the page (Estoque, the PDV, the movement form;
 * decision 020): the catalogue is already in the page, each product's text is normalised once
 * (`indexarProdutos`, memoised by the caller), and a keystroke is a scan with `String.includes` —
 * about a millisecond for 5,000 products (bench/estoque-filtro.ts). Name, brand and category (spec
 * §2.1, §2.4), plus the volume ("350ml") and the barcode, so a code typed or scanned finds its product.
 */

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

/**
 * Text as a search box compares it: lower case, without accents, spaces collapsed. "Água Crystal"
 * and "agua  crystal" become the same string.
 */
export function normalizarBusca(texto: string): string {
  return texto.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The words of a query; a product matches when its text contains every one of them, in any order. */
export function termosDeBusca(consulta: string): string[] {
  const texto = normalizarBusca(consulta);
  return texto === "" ? [] : texto.split(" ");
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

/**
 * Every product matching every word of the search (and the category, when given), in catalogue
 * order; `limite` keeps the first ones and `total` still counts them all.
 */
export function buscarProdutos<P extends ProdutoBuscavel>(
  indice: readonly ProdutoIndexado<P>[],
  busca: string,
  { categoria, limite = Number.POSITIVE_INFINITY }: { categoria?: Categoria; limite?: number } = {},
): { produtos: P[]; total: number } {
  const termos = termosDeBusca(busca);
  const produtos: P[] = [];
  let total = 0;
  for (const item of indice) {
    if (categoria && item.produto.categoria !== categoria) continue;
    if (!termos.every((termo) => item.texto.includes(termo))) continue;
    total += 1;
    if (produtos.length < limite) produtos.push(item.produto);
  }
  return { produtos, total };
}
