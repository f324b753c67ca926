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
