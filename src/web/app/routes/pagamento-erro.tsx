import { useSearchParams } from "react-router";
import { PagamentoErro } from "@/web/features/billing/components/pagamento-erro";
import { paramTexto } from "@/web/features/billing/lib/pagamento";

export function Component() {
  const [params] = useSearchParams();
  return (
    <PagamentoErro
      error={paramTexto(params.get("error"))}
      message={paramTexto(params.get("message"), 300)}
      paymentId={paramTexto(params.get("payment_id"))}
    />
  );
}
