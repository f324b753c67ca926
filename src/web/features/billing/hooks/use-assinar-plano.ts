import { useNavigate } from "react-router";
import { toast } from "sonner";
import type { PlanoInfo } from "@/shared/billing/planos";
import { destinoDaCompra, MENSAGEM_SEM_LINK } from "../lib/checkout";
import { criarCheckoutContext, salvarCheckoutContext } from "../lib/checkout-context";

/** The plans page's main action: remember the choice, then go to sign-up or to the payment link. */
export function useAssinarPlano() {
  const navigate = useNavigate();

  return function assinar(plano: PlanoInfo) {
    const destino = destinoDaCompra(plano);
    if (destino.tipo === "sem-link") {
      toast.error("Erro", { description: MENSAGEM_SEM_LINK });
      return;
    }
    salvarCheckoutContext(criarCheckoutContext(plano, "planos"));
    if (destino.tipo === "externo") window.location.assign(destino.href);
    else navigate(destino.href);
  };
}
