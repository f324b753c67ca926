import type { PeriodoRelatorio } from "@/shared/reports/schemas";

/** Every query of the reports sits under ["relatorios"]: a sale or a closed tab invalidates them all. */
export const relatoriosKeys = {
  all: ["relatorios"] as const,
  periodo: (periodo: PeriodoRelatorio) => [...relatoriosKeys.all, periodo] as const,
};
