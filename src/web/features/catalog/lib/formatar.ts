import { toCentavos } from "@/shared/money";

/** The gross margin on the sale price, for display: (venda − compra) / venda, one decimal; null without a price. */
export function margemPercentual(precoCompra: string, precoVenda: string): number | null {
  const venda = toCentavos(precoVenda);
  if (venda <= 0) return null;
  return Math.round(((venda - toCentavos(precoCompra)) / venda) * 1000) / 10;
}

/** The colour of the stock number, the same rule as the badge (§4). */
export const COR_ESTOQUE = { critico: "text-destructive", baixo: "text-warning", normal: "" } as const;
