import type { QueryClient } from "@tanstack/react-query";

/** Every query of the super admin's console sits under ["admin"]. */
export const adminKeys = {
  all: ["admin"] as const,
  contas: (busca: string, pagina: number) => [...adminKeys.all, "contas", busca, pagina] as const,
  auditoria: (pagina: number) => [...adminKeys.all, "auditoria", pagina] as const,
};

/** After any action: the accounts and the audit log both changed. */
export function invalidarAdmin(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: adminKeys.all });
}
