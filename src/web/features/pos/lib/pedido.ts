import { toCentavos } from "@/shared/money";
import type { ItensComandaInput } from "@/shared/pos/schemas";
import type { ProdutoPdv } from "./produto-pdv";
import { erroQuantidade } from "./quantidade";

/**
 * The order a waiter composes before "Enviar pedido": lines with a quantity (as typed) and an optional
 * note. The same product with another note is another line (it is prepared differently); a tap on a
 * product adds one to its line without a note.
 */
export interface LinhaPedido {
  /** Local id of the line (two lines may share a product). */
  id: string;
  produto: ProdutoPdv;
  quantidade: string;
  observacoes: string;
}

export function adicionarAoPedido(linhas: readonly LinhaPedido[], produto: ProdutoPdv, novoId: string) {
  const semNota = linhas.find((l) => l.produto.id === produto.id && l.observacoes.trim() === "");
  const n = semNota ? Number(semNota.quantidade) : Number.NaN;
  if (semNota && Number.isInteger(n))
    return linhas.map((l) => (l === semNota ? { ...l, quantidade: String(n + 1) } : l));
  return [...linhas, { id: novoId, produto, quantidade: "1", observacoes: "" }];
}

export function alterarLinha(linhas: readonly LinhaPedido[], id: string, mudanca: Partial<LinhaPedido>) {
  return linhas.map((l) => (l.id === id ? { ...l, ...mudanca } : l));
}

export function removerLinha(linhas: readonly LinhaPedido[], id: string) {
  return linhas.filter((l) => l.id !== id);
}

/**
 * Each line's error, or null (§5: 1 up to the stock). The stock is shared by the lines of one product:
 * a line may take what the other lines of its product leave.
 */
export function errosDoPedido(linhas: readonly LinhaPedido[]): Map<string, string | null> {
  const erros = new Map<string, string | null>();
  for (const linha of linhas) {
    const outras = linhas
      .filter((l) => l !== linha && l.produto.id === linha.produto.id)
      .reduce((soma, l) => soma + (Number.isInteger(Number(l.quantidade)) ? Number(l.quantidade) : 0), 0);
    erros.set(linha.id, erroQuantidade(linha.quantidade, Math.max(linha.produto.estoque_atual - outras, 0)));
  }
  return erros;
}

/** Units and value of the valid lines, for the send button. */
export function resumoDoPedido(linhas: readonly LinhaPedido[]): { unidades: number; centavos: number } {
  let unidades = 0;
  let centavos = 0;
  for (const l of linhas) {
    const n = Number(l.quantidade);
    if (!Number.isInteger(n) || n < 1) continue;
    unidades += n;
    centavos += n * toCentavos(l.produto.preco_venda);
  }
  return { unidades, centavos };
}

/** The request body: the lines in the order they were added, the note as typed (the server trims it). */
export function corpoDoPedido(linhas: readonly LinhaPedido[], chave: string): ItensComandaInput {
  return {
    itens: linhas.map((l) => ({
      produto_id: l.produto.id,
      quantidade: Number(l.quantidade),
      observacoes: l.observacoes,
    })),
    chave_idempotencia: chave,
  };
}
