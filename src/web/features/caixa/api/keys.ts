/** Every query of the cash register sits under ["caixa"]. */
export const caixaKeys = {
  all: ["caixa"] as const,
  abertos: () => [...caixaKeys.all, "abertos"] as const,
  fechados: () => [...caixaKeys.all, "fechados"] as const,
  caixa: (id: string) => [...caixaKeys.all, "caixa", id] as const,
};
