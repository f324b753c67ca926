import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { VendaInput } from "@/shared/pos/schemas";
import { api, resposta } from "@/web/lib/api";
import { depoisDaAcao } from "@/web/lib/depois-da-acao";
import { lerTerminal } from "@/web/lib/terminal";
import { pdvKeys } from "./keys";

/**
 * POST /api/vendas: one request, one transaction (decision 030). 201 for a new sale, 200 with the first
 * sale when the same `chave_idempotencia` is sent again — either way the answer is `{ venda, nota }`.
 * It carries the device's till, whose open caixa takes the payments (decision 161).
 */
export function registrarVenda(corpo: VendaInput) {
  return resposta(api.vendas.$post({ json: { ...corpo, terminal: lerTerminal() } }));
}

export function useRegistrarVenda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registrarVenda,
    onSuccess: () => depoisDaAcao(queryClient, [pdvKeys.resumo(), pdvKeys.vendas()]),
  });
}
