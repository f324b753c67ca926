import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VendaComNota, VendaInput } from "@/shared/pos/schemas";
import { api } from "@/web/lib/api";
import { pdvKeys } from "./keys";

/**
 * POST /api/vendas: one request, one transaction (decision 030). 201 for a new sale, 200 with the first
 * sale when the same `chave_idempotencia` is sent again — either way the answer is `{ venda, nota }`.
 */
export function registrarVenda(corpo: VendaInput): Promise<VendaComNota> {
  return api<VendaComNota>("/api/vendas", { body: corpo });
}

export function useRegistrarVenda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarVenda,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pdvKeys.resumo() }),
        queryClient.invalidateQueries({ queryKey: pdvKeys.vendas() }),
      ]),
  });
}
