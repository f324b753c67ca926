import { compararProdutos } from "@/shared/catalog/ordem";
import type { Catalogo, Produto } from "@/shared/catalog/schemas";

/**
 * The catalogue as the browser keeps it (decision 146): the active products by name and the version
 * they are up to, which the next fetch sends as `desde`.
 */
export interface CatalogoEmCache {
  versao: string;
  produtos: Produto[];
}

/** A merge that cannot be trusted: the caller reloads the whole catalogue instead. */
export class MesclaImpossivel extends Error {}

function versao(texto: string): bigint {
  if (!/^[0-9]+$/.test(texto)) throw new MesclaImpossivel(`Versão do catálogo ilegível: ${texto}`);
  return BigInt(texto);
}

/**
 * The cached catalogue brought up to the server's answer. A whole answer replaces it; a partial one
 * must start from this cache's version or later: its changed products replace (or join) theirs, its
 * removed ones leave. A partial answer behind the cache, or without a cache, is refused (MesclaImpossivel)
 * rather than shown as current.
 */
export function mesclarCatalogo(atual: CatalogoEmCache | undefined, resposta: Catalogo): CatalogoEmCache {
  if (resposta.completo) return { versao: resposta.versao, produtos: resposta.produtos };
  if (!atual) throw new MesclaImpossivel("Sem catálogo para atualizar.");
  if (versao(resposta.versao) < versao(atual.versao)) {
    throw new MesclaImpossivel("A resposta é mais antiga que o catálogo em cache.");
  }
  if (resposta.produtos.length === 0 && resposta.removidos.length === 0) {
    return { versao: resposta.versao, produtos: atual.produtos };
  }
  const mudados = new Map(resposta.produtos.map((p) => [p.id, p]));
  const removidos = new Set(resposta.removidos);
  let reordenar = false;
  const produtos: Produto[] = [];
  for (const produto of atual.produtos) {
    if (removidos.has(produto.id)) continue;
    const novo = mudados.get(produto.id);
    if (!novo) {
      produtos.push(produto);
      continue;
    }
    mudados.delete(produto.id);
    if (novo.nome !== produto.nome) reordenar = true;
    produtos.push(novo);
  }
  // What is left is new to this cache (created, or restored to the list).
  for (const novo of mudados.values()) {
    produtos.push(novo);
    reordenar = true;
  }
  if (reordenar) produtos.sort(compararProdutos);
  return { versao: resposta.versao, produtos };
}
