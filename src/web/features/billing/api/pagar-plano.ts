import { useMutation } from "@tanstack/react-query";
import type { PagarPlanoInput } from "@/shared/billing/schemas";
import { api, resposta } from "@/web/lib/api";

/** POST /api/assinatura/pagar: the signed-in owner pays a plan (trial, renewal or upgrade). */
export function pagarPlano(dados: PagarPlanoInput) {
  return resposta(api.assinatura.pagar.$post({ json: dados }));
}

export function usePagarPlano() {
  return useMutation({ mutationFn: pagarPlano });
}
