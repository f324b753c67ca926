/**
 * The stock badge of a product (spec §4, §9): Crítico below 50 % of the minimum, Baixo below the
 * minimum, otherwise Normal. Integer arithmetic (2 × atual < mínimo), so 4.5 units never get rounded.
 * The Estoque cards count with the same rule in SQL (catalog.queries.ts `resumoEstoque`).
 */

export type StatusEstoque = "critico" | "baixo" | "normal";

export const ROTULO_STATUS_ESTOQUE: Record<StatusEstoque, string> = {
  critico: "Crítico",
  baixo: "Baixo",
  normal: "Normal",
};

export function statusEstoque({
  estoque_atual,
  estoque_minimo,
}: {
  estoque_atual: number;
  estoque_minimo: number;
}): StatusEstoque {
  if (2 * estoque_atual < estoque_minimo) return "critico";
  if (estoque_atual < estoque_minimo) return "baixo";
  return "normal";
}
