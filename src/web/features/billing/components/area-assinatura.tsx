import { CreditCardIcon } from "lucide-react";

/**
 * The subscription area of Configurações (spec §2: current subscription with "Atualizar Status", plans
 * panel, payment history). Not built yet: this says so plainly instead of showing made-up data.
 */
export function AreaAssinatura() {
  return (
    <section
      aria-labelledby="area-assinatura"
      className="flex flex-col gap-3 rounded-xl border border-dashed bg-card/40 p-5 sm:flex-row sm:items-center"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-warning/10 text-warning ring-1 ring-warning/25">
        <CreditCardIcon className="size-5" aria-hidden />
      </span>
      <div className="grid gap-1">
        <h2 id="area-assinatura" className="font-semibold">
          Assinatura: ainda não disponível
        </h2>
        <p className="text-sm text-muted-foreground">
          O cartão da assinatura, os planos e o histórico de pagamentos ainda não estão disponíveis nesta
          tela.
        </p>
      </div>
    </section>
  );
}
