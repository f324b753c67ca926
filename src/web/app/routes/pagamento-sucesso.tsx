import { useSearchParams } from "react-router";
import { PagamentoSucesso } from "@/web/features/billing/components/pagamento-sucesso";
import { paramTexto } from "@/web/features/billing/lib/pagamento";

export function Component() {
  const [params] = useSearchParams();
  return <PagamentoSucesso paymentId={paramTexto(params.get("payment_id"))} />;
}
