import { AlertTriangleIcon, ClockIcon } from "lucide-react";
import { Link } from "react-router";
import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import { MENSAGENS_ASSINATURA } from "@/shared/billing/assinatura";
import { Alert, AlertDescription } from "@/web/components/ui/alert";

export function textoDiasRestantes(dias: number): string {
  return `${dias} ${dias === 1 ? "dia restante" : "dias restantes"}`;
}

/**
 * The line above every screen of the app about the subscription: the trial's days left, and the spec's
 * emergency warning, only when the server could not check the subscription.
 */
export function AvisoAssinatura({ acesso }: { acesso: SubscriptionStatus }) {
  if (acesso.limitationMessage === MENSAGENS_ASSINATURA.emergencia) {
    return (
      <Alert variant="warning" className="mb-6">
        <AlertTriangleIcon aria-hidden />
        <AlertDescription>{acesso.limitationMessage}</AlertDescription>
      </Alert>
    );
  }
  // Blocked: the shell shows AcessoBloqueado instead of the screen; on Configurações, the subscription
  // card there says why and offers to pay — a second banner would repeat it.
  if (!acesso.canAccessSystem) return null;
  if (acesso.isTrialPeriod && acesso.daysUntilExpiry !== null) {
    return (
      <div className="mb-6 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-primary/30 bg-primary/8 px-4 py-2.5 text-sm">
        <ClockIcon className="size-4 text-primary" aria-hidden />
        <span>
          Período de teste:{" "}
          <strong className="font-semibold">{textoDiasRestantes(acesso.daysUntilExpiry)}</strong>
        </span>
        <Link
          to="/app/configuracoes"
          className="font-medium text-primary underline-offset-4 hover:underline sm:ml-auto"
        >
          Assinar agora
        </Link>
      </div>
    );
  }
  return null;
}
