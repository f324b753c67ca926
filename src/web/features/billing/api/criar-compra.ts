import { useMutation } from "@tanstack/react-query";
import type { CompraDados } from "@/shared/billing/schemas";
import { api, resposta } from "@/web/lib/api";

/** POST /api/compras: pay first, with no account; answers where to pay (201 PagamentoIniciado). */
export function criarCompra(dados: CompraDados) {
  return resposta(api.compras.$post({ json: dados }));
}

export function useCriarCompra() {
  return useMutation({ mutationFn: criarCompra });
}
