import { cn } from "@/web/lib/cn";
import { formatarCentavos } from "@/web/lib/format";

/** The cart's subtotal, discount and a big total (integer centavos); the dialogs show the bill's lines. */
export function ResumoValores({
  subtotal,
  desconto,
  total,
  className,
}: {
  subtotal: number;
  desconto: number;
  total: number;
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-1.5 text-sm", className)}>
      <div className="flex items-center justify-between text-muted-foreground">
        <dt>Subtotal</dt>
        <dd className="tabular-nums">{formatarCentavos(subtotal)}</dd>
      </div>
      <div className="flex items-center justify-between text-muted-foreground">
        <dt>Desconto</dt>
        <dd className={cn("tabular-nums", desconto > 0 && "text-success")}>
          {desconto > 0 ? `− ${formatarCentavos(desconto)}` : formatarCentavos(0)}
        </dd>
      </div>
      <div className="mt-1 flex items-baseline justify-between border-t pt-2.5">
        <dt className="text-base font-semibold">Total</dt>
        <dd className="text-3xl font-bold tracking-tight text-primary tabular-nums">
          {formatarCentavos(total)}
        </dd>
      </div>
    </dl>
  );
}
