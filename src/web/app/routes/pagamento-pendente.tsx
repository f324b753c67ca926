import { useSearchParams } from "react-router";
import { PagamentoPendente } from "@/web/features/billing/components/pagamento-pendente";
import { paramTexto } from "@/web/features/billing/lib/pagamento";

export function Component() {
  const [params] = useSearchParams();
  return (
    <PagamentoPendente
      paymentId={paramTexto(params.get("payment_id"))}
      method={paramTexto(params.get("method"))}
      status={paramTexto(params.get("status"))}
    />
  );
}
