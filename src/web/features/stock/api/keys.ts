import type { MovimentacoesFiltro } from "@/shared/stock/schemas";

/** Every query of the movements sits under ["movimentacoes"]. */
export const movimentacoesKeys = {
  all: ["movimentacoes"] as const,
  lista: (filtro: MovimentacoesFiltro) => [...movimentacoesKeys.all, "lista", filtro] as const,
  resumo: () => [...movimentacoesKeys.all, "resumo"] as const,
};
