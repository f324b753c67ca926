import { CrownIcon, LockIcon, LogOutIcon, SettingsIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

/**
 * What the shell shows instead of a screen when the subscription rule blocks the account (decision 105):
 * the rule's own message and the way back — the billing area of Configurações, the plans page — and Sair.
 */
export function AcessoBloqueado({
  mensagem,
  onSair,
  podePagar = true,
}: {
  mensagem: string;
  onSair: () => void;
  /** Only the owner pays; the staff are told who can. */
  podePagar?: boolean;
}) {
  return (
    <section
      aria-labelledby="acesso-bloqueado"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 rounded-xl border bg-card px-6 py-10 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive ring-1 ring-destructive/25">
        <LockIcon className="size-7" aria-hidden />
      </span>
      <div className="grid gap-2">
        <h1 id="acesso-bloqueado" className="text-2xl font-bold tracking-tight">
          Acesso bloqueado
        </h1>
        <p className="text-sm text-muted-foreground">{mensagem}</p>
        {podePagar ? null : (
          <p className="text-sm font-medium">
            Peça ao dono do estabelecimento para regularizar a assinatura.
          </p>
        )}
      </div>
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        {podePagar ? (
          <>
            <Button asChild>
              <Link to="/app/configuracoes">
                <SettingsIcon aria-hidden /> Pagar em Configurações
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/planos">
                <CrownIcon aria-hidden /> Ver planos
              </Link>
            </Button>
          </>
        ) : null}
        <Button variant="ghost" onClick={onSair}>
          <LogOutIcon aria-hidden /> Sair
        </Button>
      </div>
    </section>
  );
}
