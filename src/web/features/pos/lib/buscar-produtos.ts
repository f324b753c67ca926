import { normalizarBusca, termosDeBusca } from "@/web/lib/texto-busca";
import type { ProdutoPdv } from "./produto-pdv";

/**
 * The PDV's product search, the same approach as the Estoque page (decision 020): the catalogue is
 * already in the page, each product's text is normalised once (`indexarProdutosPdv`, memoised), and a
 * keystroke is a scan with `String.includes`. Name, brand and category (spec §2.1), plus the volume and
 * the barcode, so a code typed or scanned into the box finds its product.
 */

export interface ProdutoPdvIndexado {
  produto: ProdutoPdv;
  texto: string;
}

export function indexarProdutosPdv(produtos: readonly ProdutoPdv[]): ProdutoPdvIndexado[] {
  return produtos.map((produto) => ({
    produto,
    texto: [produto.nome, produto.marca, produto.volume, produto.categoria, produto.codigo_barras]
      .filter(Boolean)
      .map((campo) => normalizarBusca(campo as string))
      .join("\n"),
  }));
}

/** Every product matching every word of the search, in catalogue order; `limite` stops the scan early. */
export function buscarProdutosPdv(
  indice: readonly ProdutoPdvIndexado[],
  busca: string,
  limite = Number.POSITIVE_INFINITY,
): { produtos: ProdutoPdv[]; total: number } {
  const termos = termosDeBusca(busca);
  const produtos: ProdutoPdv[] = [];
  let total = 0;
  for (const item of indice) {
    if (!termos.every((termo) => item.texto.includes(termo))) continue;
    total += 1;
    if (produtos.length < limite) produtos.push(item.produto);
  }
  return { produtos, total };
}
