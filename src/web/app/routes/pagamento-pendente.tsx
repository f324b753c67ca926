import { useSearchParams } from "react-router";
import { PaymentPending } from "@/web/features/billing/components/payment-pending";
import { paramTexto } from "@/web/features/billing/lib/pagamento";

export function Component() {
  const [params] = useSearchParams();
  return (
    <PaymentPending
      paymentId={paramTexto(params.get("payment_id"))}
      method={paramTexto(params.get("method"))}
      status={paramTexto(params.get("status"))}
    />
  );
}
