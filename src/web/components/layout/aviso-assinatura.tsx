import { AlertTriangleIcon, ClockIcon, LockIcon } from "lucide-react";
import { Link } from "react-router";
import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import { MENSAGENS_ASSINATURA } from "@/shared/billing/assinatura";
import { Alert, AlertDescription } from "@/web/components/ui/alert";

export function textoDiasRestantes(dias: number): string {
  return `${dias} ${dias === 1 ? "dia restante" : "dias restantes"}`;
}

/**
 * The line above every screen of the app about the subscription: the trial's days left; the spec's
 * emergency warning, only when the server could not check the subscription; and, on the one screen a
 * blocked account still reaches (Configurações), why it is blocked.
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
  if (!acesso.canAccessSystem) {
    return (
      <Alert variant="destructive" className="mb-6">
        <LockIcon aria-hidden />
        <AlertDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{acesso.limitationMessage}</span>
          <Link to="/planos" className="font-medium underline underline-offset-4">
            Ver planos
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
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
