import { CheckCircle2Icon, GiftIcon } from "lucide-react";
import { DIAS_TESTE_GRATIS, type PlanoInfo } from "@/shared/billing/planos";
import { Badge } from "@/web/components/ui/badge";
import { formatarCentavos } from "@/web/lib/format";

const DURACAO: Record<PlanoInfo["periodo"], string> = {
  mensal: "Cobrança mensal",
  semestral: "6 meses",
  anual: "12 meses",
};

/** The plan chosen on /planos, shown while the account is created. */
export function PlanoResumo({ plano }: { plano: PlanoInfo }) {
  return (
    <section
      aria-label="Plano selecionado"
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex items-center gap-2">
          <CheckCircle2Icon className="size-4 text-primary" aria-hidden />
          <span className="text-sm text-muted-foreground">Plano selecionado</span>
        </div>
        {plano.descontoPercentual > 0 ? (
          <Badge variant="success">{plano.descontoPercentual}% de desconto</Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <p className="text-lg font-semibold">Plano {plano.nome}</p>
        <p className="text-sm">
          <span className="text-xl font-bold text-primary tabular-nums">
            {formatarCentavos(plano.precoMensalCentavos)}
          </span>
          <span className="text-muted-foreground">/mês</span>
        </p>
      </div>
      <p className="text-xs text-muted-foreground">
        {DURACAO[plano.periodo]}
        {plano.duracaoMeses > 1 ? ` · total de ${formatarCentavos(plano.valorTotalCentavos)}` : null}
        {plano.economiaCentavos > 0 ? ` · economia de ${formatarCentavos(plano.economiaCentavos)}` : null}
      </p>
      {plano.temTesteGratis ? (
        <p className="flex items-center gap-2 text-xs font-medium text-success">
          <GiftIcon className="size-3.5" aria-hidden />
          {DIAS_TESTE_GRATIS} dias de teste grátis, sem cartão de crédito
        </p>
      ) : null}
    </section>
  );
}
