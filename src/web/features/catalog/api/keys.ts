import type { QueryClient } from "@tanstack/react-query";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";

/** Every query of the catalogue sits under ["produtos"], so one invalidation refreshes the page. */
export const produtosKeys = {
  all: ["produtos"] as const,
  lista: () => [...produtosKeys.all, "lista"] as const,
  resumo: () => [...produtosKeys.all, "resumo"] as const,
  detalhe: (id: string) => [...produtosKeys.all, "detalhe", id] as const,
  codigo: (codigo: string) => [...produtosKeys.all, "codigo-barras", codigo] as const,
  /** The bell's list: under "produtos", so every stock change that refreshes the catalogue refreshes it. */
  alertas: () => [...produtosKeys.all, "alertas"] as const,
};

/**
 * This screen changed products or their stock (a product saved, a movement registered, a sale): whatever
 * is on screen is refetched, by the write's own notice while the live stream is up (decision 167). The
 * list asks only for the changes since its version (decision 146). Exported for the routes that compose
 * other features with this one.
 */
export function depoisDeMudarEstoque(queryClient: QueryClient) {
  return depoisDaAcao(queryClient, [produtosKeys.all]);
}
