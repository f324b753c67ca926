import { ArrowLeftIcon } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { obterPlano, PLANOS } from "@/shared/billing/planos";
import { Button } from "@/web/components/ui/button";
import { PlanoCheckout } from "@/web/features/billing/components/plano-checkout";
import { PlanosFaq } from "@/web/features/billing/components/planos-faq";
import { PlanosHeader } from "@/web/features/billing/components/planos-header";
import { PlanosIncluido } from "@/web/features/billing/components/planos-incluido";
import { PlanosSelector } from "@/web/features/billing/components/planos-selector";
import { useAssinarPlano } from "@/web/features/billing/hooks/use-assinar-plano";
import { EMAIL_SUPORTE } from "@/web/features/billing/lib/suporte";

export function Component() {
  const [planoId, setPlanoId] = useState(PLANOS[0]!.id);
  const plano = obterPlano(planoId) ?? PLANOS[0]!;
  const assinar = useAssinarPlano();

  return (
    <div className="flex min-h-dvh flex-col">
      <PlanosHeader
        inicio={
          <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
            <Link to="/" aria-label="Voltar para o início">
              <ArrowLeftIcon aria-hidden />
              <span className="hidden sm:inline">Voltar</span>
            </Link>
          </Button>
        }
      >
        <Button asChild variant="outline" size="sm">
          <Link to="/login">Já tenho conta</Link>
        </Button>
      </PlanosHeader>

      <main className="relative flex-1 overflow-x-clip">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 left-1/2 -z-10 h-96 w-[56rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
        />
        <div className="mx-auto max-w-5xl px-4 pt-12 pb-4 sm:px-6 sm:pt-16 sm:pb-16">
          <div className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold tracking-wider text-primary uppercase">Planos</p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
              Escolha o plano ideal para o seu estabelecimento
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-pretty text-muted-foreground sm:text-lg">
              Todas as funcionalidades em todos os planos. Comece com 7 dias grátis no Mensal, sem cartão de
              crédito.
            </p>
          </div>

          <div className="mt-12">
            <PlanosSelector value={plano.id} onChange={setPlanoId} />
            <PlanoCheckout
              plano={plano}
              onAssinar={() => assinar(plano.id)}
              onPagarAgora={() => assinar(plano.id, "pagar")}
            />
          </div>

          <PlanosIncluido />
          <PlanosFaq />

          <p className="mt-12 text-center text-sm text-muted-foreground">
            Ficou com alguma dúvida? Escreva para{" "}
            <a
              href={`mailto:${EMAIL_SUPORTE}`}
              className="rounded-sm font-medium text-primary hover:underline"
            >
              {EMAIL_SUPORTE}
            </a>
          </p>
        </div>
      </main>
    </div>
  );
}
