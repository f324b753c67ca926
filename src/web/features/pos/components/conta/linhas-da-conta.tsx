import { Loader2Icon, RotateCcwIcon, XIcon } from "lucide-react";
import { rotuloTaxaServico } from "@/shared/pos/conta";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatarCentavos } from "@/web/lib/format";

export interface TaxaDaConta {
  /** "10.00" */
  percentual: string;
  /** What it is when charged, in centavos. */
  valor: number;
  cobrada: boolean;
}

export interface CouvertDaConta {
  pessoas: number;
  porPessoa: number;
  valor: number;
  cobrado: boolean;
}

/**
 * The bill's lines (decisions 150–151): subtotal, discount, "Taxa de serviço (10%)" and "Couvert (4 ×
 * R$ 15,00)" each with its one-click remove (the customer's right) and restore, and the total the table
 * pays. A removed line stays in sight, struck through, so restoring it is one click too.
 */
export function LinhasDaConta({
  subtotal,
  desconto,
  taxa,
  couvert,
  total,
  onAlternarTaxa,
  onAlternarCouvert,
  alternando,
  className,
}: {
  subtotal: number;
  desconto: number;
  /** null when the bill has no service charge at all (off in the settings). */
  taxa: TaxaDaConta | null;
  couvert: CouvertDaConta | null;
  total: number;
  onAlternarTaxa?: () => void;
  onAlternarCouvert?: () => void;
  /** A remove or restore on its way: the buttons wait. */
  alternando?: "taxa" | "couvert" | null;
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-1.5 text-sm", className)}>
      <Linha rotulo="Subtotal" valor={formatarCentavos(subtotal)} />
      <Linha
        rotulo="Desconto"
        valor={desconto > 0 ? `− ${formatarCentavos(desconto)}` : formatarCentavos(0)}
        classeValor={desconto > 0 ? "text-success" : undefined}
      />
      {taxa ? (
        <LinhaRemovivel
          rotulo={rotuloTaxaServico(taxa.percentual)}
          valor={taxa.valor}
          cobrada={taxa.cobrada}
          onAlternar={onAlternarTaxa}
          alternando={alternando === "taxa"}
          nomeAcao="a taxa de serviço"
        />
      ) : null}
      {couvert ? (
        <LinhaRemovivel
          rotulo={`Couvert (${couvert.pessoas} × ${formatarCentavos(couvert.porPessoa)})`}
          valor={couvert.valor}
          cobrada={couvert.cobrado}
          onAlternar={onAlternarCouvert}
          alternando={alternando === "couvert"}
          nomeAcao="o couvert"
        />
      ) : null}
      <div className="mt-1 flex items-baseline justify-between border-t pt-2.5">
        <dt className="text-base font-semibold">Total</dt>
        <dd className="text-2xl font-bold tracking-tight text-primary tabular-nums">
          {formatarCentavos(total)}
        </dd>
      </div>
    </dl>
  );
}

function Linha({ rotulo, valor, classeValor }: { rotulo: string; valor: string; classeValor?: string }) {
  return (
    <div className="flex items-center justify-between gap-3 text-muted-foreground">
      <dt>{rotulo}</dt>
      <dd className={cn("tabular-nums", classeValor)}>{valor}</dd>
    </div>
  );
}

function LinhaRemovivel({
  rotulo,
  valor,
  cobrada,
  onAlternar,
  alternando,
  nomeAcao,
}: {
  rotulo: string;
  valor: number;
  cobrada: boolean;
  onAlternar?: () => void;
  alternando: boolean;
  nomeAcao: string;
}) {
  return (
    <div className="flex min-h-8 items-center justify-between gap-3 text-muted-foreground">
      <dt className="flex min-w-0 flex-wrap items-center gap-x-2">
        <span className={cn(!cobrada && "line-through")}>{rotulo}</span>
        {!cobrada ? <span className="text-xs text-warning">removida</span> : null}
      </dt>
      <dd className="flex shrink-0 items-center gap-1.5">
        <span className={cn("tabular-nums", !cobrada && "line-through opacity-60")}>
          {formatarCentavos(valor)}
        </span>
        {onAlternar ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="h-8 px-2 text-xs"
            disabled={alternando}
            onClick={onAlternar}
            aria-label={cobrada ? `Remover ${nomeAcao}` : `Cobrar ${nomeAcao}`}
          >
            {alternando ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : cobrada ? (
              <XIcon aria-hidden />
            ) : (
              <RotateCcwIcon aria-hidden />
            )}
            <span className="hidden sm:inline">{cobrada ? "Remover" : "Cobrar"}</span>
          </Button>
        ) : null}
      </dd>
    </div>
  );
}
