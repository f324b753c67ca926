import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, resposta } from "@/web/lib/api";
import { billingKeys } from "./keys";

/** POST /api/assinatura/cancelar: no further charges; access runs to the end of the paid period. */
export function cancelarAssinatura() {
  return resposta(api.assinatura.cancelar.$post());
}

export function useCancelarAssinatura() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelarAssinatura,
    onSuccess: (detalhe) => {
      queryClient.setQueryData(billingKeys.assinatura(), detalhe);
      return queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
