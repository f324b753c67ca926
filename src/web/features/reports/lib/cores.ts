import type { FormaPagamento } from "@/shared/pos/formas-pagamento";

/**
 * Chart colours on the dark theme. The single-series charts use the theme's tokens (styles.css) as CSS
 * variables; the payment split needs five hues that stay apart on the dark card, at the tokens' lightness.
 */
export const COR_RECEITA = "var(--color-primary)";
export const COR_CATEGORIA = "var(--color-success)";
export const COR_TEXTO_EIXO = "var(--color-muted-foreground)";
export const COR_GRADE = "var(--color-border)";

export const COR_PAGAMENTO: Record<FormaPagamento, string> = {
  pix: "oklch(0.76 0.13 185)",
  dinheiro: "oklch(0.74 0.17 145)",
  cartao_credito: "oklch(0.72 0.15 295)",
  cartao_debito: "oklch(0.74 0.13 240)",
  transferencia: "oklch(0.8 0.15 80)",
};
