import { useNavigate } from "react-router";
import { obterPlano } from "@/shared/billing/planos";
import { toast } from "@/web/lib/toast";
import { destinoDaCompra, MENSAGEM_SEM_LINK, type ModoCompra } from "../lib/checkout";
import { criarCheckoutContext, salvarCheckoutContext } from "../lib/checkout-context";

/**
 * The plans page's buttons: remember the choice (the checkout context), then go to sign-up for the free
 * trial or to the purchase form to pay first.
 */
export function useAssinarPlano() {
  const navigate = useNavigate();

  return function assinar(planoId: string, modo: ModoCompra = "teste") {
    const plano = obterPlano(planoId);
    const destino = destinoDaCompra(planoId, modo);
    if (!plano || destino.tipo === "sem-link") {
      toast.error("Erro", { description: MENSAGEM_SEM_LINK });
      return;
    }
    salvarCheckoutContext(criarCheckoutContext(plano, "planos"));
    navigate(destino.href);
  };
}
