import { TrophyIcon } from "lucide-react";
import { useId } from "react";
import type { ProdutoMaisVendido } from "@/shared/reports/schemas";
import { Badge } from "@/web/components/ui/badge";
import { cn } from "@/web/lib/cn";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";

const MEDALHA = [
  "bg-primary text-primary-foreground",
  "bg-zinc-300 text-zinc-900",
  "bg-amber-700 text-amber-50",
  "bg-secondary text-secondary-foreground",
  "bg-secondary text-secondary-foreground",
];

/** Top 5 by units sold (§2.6): product, units sold, revenue and category, with the spec's empty state. */
export function MaisVendidos({ produtos }: { produtos: ProdutoMaisVendido[] }) {
  const tituloId = useId();
  return (
    <section aria-labelledby={tituloId} className="flex flex-col gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={tituloId} className="text-base font-semibold">
            Produtos mais vendidos
          </h2>
          <p className="text-sm text-muted-foreground">Top 5 por unidades vendidas no período</p>
        </div>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary">
          <TrophyIcon className="size-4" aria-hidden />
        </span>
      </div>

      {produtos.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
          <h3 className="text-base font-semibold">Nenhum produto vendido</h3>
          <p className="max-w-sm text-sm text-muted-foreground">
            Registre algumas vendas para ver o ranking de produtos
          </p>
        </div>
      ) : (
        <ol aria-label="Ranking de produtos" className="grid gap-2">
          {produtos.slice(0, 5).map((p, i) => (
            <li
              key={p.produto_id}
              className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 rounded-lg border bg-background/30 px-3 py-2.5 sm:gap-4"
            >
              <span
                className={cn(
                  "flex size-8 items-center justify-center rounded-full text-sm font-bold tabular-nums",
                  MEDALHA[i],
                )}
              >
                {i + 1}º
              </span>
              <span className="grid min-w-0 gap-1">
                <span className="line-clamp-2 font-medium break-words" title={p.produto}>
                  {p.produto}
                </span>
                <span>
                  <Badge variant="outline" className="font-normal text-muted-foreground">
                    {p.categoria}
                  </Badge>
                </span>
              </span>
              <span className="grid justify-items-end gap-0.5 text-right tabular-nums">
                <span className="font-semibold">{formatarDinheiro(p.receita)}</span>
                <span className="text-xs text-muted-foreground">
                  {formatarInteiro(p.vendas)} {p.vendas === 1 ? "unidade" : "unidades"}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
