import { ArrowRightIcon } from "lucide-react";
import type { PlanoInfo } from "@/shared/billing/planos";
import { formatarCentavos } from "@/shared/money";
import { Button } from "@/web/components/ui/button";

export function rotuloAssinar(plano: PlanoInfo) {
  return plano.temTesteGratis ? `Começar com Plano ${plano.nome}` : `Assinar Plano ${plano.nome}`;
}

/**
 * The chosen plan and the main button. Sticks to the bottom of the screen on phones, so the button
 * stays in reach while the visitor scrolls through the cards.
 */
export function PlanoCheckout({
  plano,
  onAssinar,
  onPagarAgora,
}: {
  plano: PlanoInfo;
  onAssinar: () => void;
  /** Pay first instead of the free trial (the plan with a trial only). */
  onPagarAgora: () => void;
}) {
  const resumo =
    plano.duracaoMeses === 1
      ? `${formatarCentavos(plano.precoMensalCentavos)} por mês`
      : `${formatarCentavos(plano.valorTotalCentavos)} por ${plano.duracaoMeses} meses`;
  return (
    <section
      aria-label="Plano escolhido"
      className="sticky bottom-0 z-30 -mx-4 mt-8 border-t bg-background/90 px-4 py-4 backdrop-blur-md sm:static sm:mx-0 sm:mt-10 sm:rounded-xl sm:border sm:bg-card sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div aria-live="polite" className="flex items-baseline justify-between gap-3 sm:block">
          <p className="font-semibold">
            Plano {plano.nome}
            <span className="hidden text-muted-foreground sm:inline"> · {resumo}</span>
          </p>
          <p className="text-sm text-muted-foreground sm:mt-1">
            <span className="sm:hidden">{resumo}</span>
            <span className="hidden sm:inline">
              {plano.temTesteGratis
                ? "7 dias grátis, sem cartão de crédito. Depois, cancele quando quiser."
                : "Pague com PIX, boleto ou cartão. Sua conta é criada assim que o pagamento é confirmado."}
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-1 sm:items-end">
          <Button size="lg" className="w-full sm:w-auto" onClick={onAssinar}>
            {rotuloAssinar(plano)}
            <ArrowRightIcon aria-hidden />
          </Button>
          {plano.temTesteGratis ? (
            <Button
              variant="link"
              size="sm"
              className="h-auto py-1 text-muted-foreground"
              onClick={onPagarAgora}
            >
              Prefiro pagar agora, sem teste grátis
            </Button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
