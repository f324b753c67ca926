import { useMutation } from "@tanstack/react-query";
import type { ResultadoSandboxInput } from "@/shared/billing/schemas";
import { api, resposta } from "@/web/lib/api";

/**
 * POST /api/sandbox/cobrancas/:id/resultado: the tester's outcome; the sandbox delivers the provider's
 * webhook event and answers the result page to go to (redirecionar_para).
 */
export function registrarResultadoSandbox({ id, ...dados }: ResultadoSandboxInput & { id: string }) {
  return resposta(api.sandbox.cobrancas[":id"].resultado.$post({ param: { id }, json: dados }));
}

export function useRegistrarResultadoSandbox() {
  return useMutation({ mutationFn: registrarResultadoSandbox });
}
