import { CheckIcon, Loader2Icon } from "lucide-react";
import { PLANOS } from "@/shared/billing/planos";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatarCentavos } from "@/web/lib/format";
import { planoAtual } from "../lib/assinatura";

/**
 * The settings' plans panel (spec §2): the plan whose monthly price equals the subscription's
 * valor_mensal is "Plano Atual" and disabled; any other starts a purchase (`onEscolher`).
 */
export function PlanosPainel({
  valorMensal,
  escolhendo,
  onEscolher,
}: {
  valorMensal: string | null;
  /** The plan whose purchase is being started, if any: every button waits for it. */
  escolhendo: string | null;
  onEscolher: (planoId: string) => void;
}) {
  const atual = planoAtual(valorMensal);
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {PLANOS.map((plano) => {
        const eAtual = plano.id === atual?.id;
        return (
          <li
            key={plano.id}
            aria-label={`Plano ${plano.nome}`}
            className={cn(
              "flex flex-col gap-3 rounded-lg border p-4",
              eAtual ? "border-primary bg-primary/[0.06]" : "bg-background/40",
            )}
          >
            <div className="flex items-center justify-between gap-2">
              <p className="font-semibold">{plano.nome}</p>
              {plano.descontoPercentual > 0 ? (
                <Badge variant="success">-{plano.descontoPercentual}%</Badge>
              ) : null}
            </div>
            <p>
              <span className="text-2xl font-bold tabular-nums">
                {formatarCentavos(plano.precoMensalCentavos)}
              </span>
              <span className="text-sm text-muted-foreground">/mês</span>
            </p>
            <p className="text-xs text-muted-foreground">
              {plano.duracaoMeses === 1
                ? "Cobrança mensal"
                : `${formatarCentavos(plano.valorTotalCentavos)} a cada ${plano.duracaoMeses} meses`}
            </p>
            <Button
              className="mt-auto w-full"
              variant={eAtual ? "outline" : "default"}
              disabled={eAtual || escolhendo !== null}
              onClick={() => onEscolher(plano.id)}
            >
              {eAtual ? (
                <>
                  <CheckIcon aria-hidden /> Plano Atual
                </>
              ) : escolhendo === plano.id ? (
                <>
                  <Loader2Icon className="animate-spin" aria-hidden /> Abrindo pagamento...
                </>
              ) : (
                `Assinar Plano ${plano.nome}`
              )}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
