import { CheckIcon } from "lucide-react";
import { useId } from "react";
import { DIAS_TESTE_GRATIS, type PlanoInfo } from "@/shared/billing/planos";
import { formatarCentavos } from "@/shared/money";
import { cn } from "@/web/lib/cn";

function duracao(meses: number) {
  return meses === 1 ? "1 mês" : `${meses} meses`;
}

/** One plan as a selectable card: a native radio (keyboard and screen readers for free) styled as a card. */
export function PlanoOpcao({
  plano,
  selecionado,
  onSelect,
}: {
  plano: PlanoInfo;
  selecionado: boolean;
  onSelect: (id: string) => void;
}) {
  const id = useId();
  const destaque = plano.periodo === "anual";
  return (
    <label
      htmlFor={id}
      className={cn(
        "relative flex cursor-pointer flex-col rounded-xl border bg-card p-5 transition-all sm:p-6",
        "hover:border-primary/50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-2 has-[:focus-visible]:ring-offset-background",
        selecionado && "border-primary bg-primary/[0.06] shadow-[0_0_48px_-20px] shadow-primary/70",
      )}
    >
      <input
        id={id}
        type="radio"
        name="plano"
        value={plano.id}
        checked={selecionado}
        onChange={() => onSelect(plano.id)}
        aria-labelledby={`${id}-nome`}
        aria-describedby={`${id}-detalhes`}
        className="sr-only"
      />
      {destaque ? (
        <span className="absolute -top-3 left-5 rounded-full bg-primary px-2.5 py-0.5 text-xs font-semibold text-primary-foreground sm:left-6">
          Mais econômico
        </span>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span
            aria-hidden
            className={cn(
              "grid size-5 place-items-center rounded-full border-2 transition-colors",
              selecionado
                ? "border-primary bg-primary text-primary-foreground"
                : "border-muted-foreground/50",
            )}
          >
            {selecionado ? <CheckIcon className="size-3" strokeWidth={3} /> : null}
          </span>
          <span id={`${id}-nome`} className="text-lg font-semibold">
            {plano.nome}
          </span>
        </div>
        {plano.temTesteGratis ? (
          <span className="rounded-full border border-primary/30 bg-primary/10 px-2.5 py-0.5 text-xs font-semibold text-primary">
            {DIAS_TESTE_GRATIS} dias grátis
          </span>
        ) : (
          <span className="rounded-full border border-success/30 bg-success/15 px-2.5 py-0.5 text-xs font-semibold text-success">
            -{plano.descontoPercentual}%
          </span>
        )}
      </div>
      <div id={`${id}-detalhes`} className="flex flex-1 flex-col">
        <p className="mt-4 sm:mt-5">
          <span className="text-[2rem] sm:text-4xl font-bold tracking-tight tabular-nums">
            {formatarCentavos(plano.precoMensalCentavos)}
          </span>
          <span className="text-muted-foreground">/mês</span>
        </p>
        <dl className="mt-4 space-y-2 border-t pt-3 text-sm sm:mt-5 sm:pt-4">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Duração</dt>
            <dd>{duracao(plano.duracaoMeses)}</dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Total</dt>
            <dd className="tabular-nums">{formatarCentavos(plano.valorTotalCentavos)}</dd>
          </div>
        </dl>
        <p
          className={cn(
            "mt-4 text-sm font-medium",
            plano.economiaCentavos > 0 ? "text-success" : "text-muted-foreground",
          )}
        >
          {plano.economiaCentavos > 0
            ? `Economize ${formatarCentavos(plano.economiaCentavos)}`
            : "Teste grátis, sem cartão de crédito"}
        </p>
      </div>
    </label>
  );
}
