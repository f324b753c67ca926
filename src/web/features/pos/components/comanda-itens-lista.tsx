import { ReceiptTextIcon, Trash2Icon } from "lucide-react";
import type { ItemComanda } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import { formatarDinheiro } from "@/web/lib/format";

/**
 * The tab's lines, one per product, price and note (decision 134), the note shown for whoever prepares it; on an open tab each has "Remover" (fewer
 * units or none, with a reason).
 */
export function ComandaItensLista({
  itens,
  onRemover,
}: {
  itens: readonly ItemComanda[];
  /** Absent on a closed or cancelled tab. */
  onRemover?: (item: ItemComanda) => void;
}) {
  if (itens.length === 0) {
    return (
      <div className="flex h-24 flex-col items-center justify-center gap-1 rounded-lg border border-dashed text-sm text-muted-foreground">
        <ReceiptTextIcon className="size-5 opacity-60" aria-hidden />
        Nenhum item na comanda
      </div>
    );
  }
  return (
    <ul className="max-h-56 divide-y overflow-y-auto rounded-lg border text-sm">
      {itens.map((item) => (
        <li key={item.id} className="flex items-center justify-between gap-3 py-2.5 pr-2 pl-3">
          <span className="flex min-w-0 items-center gap-2">
            <span className="grid h-6 min-w-7 place-items-center rounded-md bg-secondary px-1 text-xs font-semibold tabular-nums">
              {item.quantidade}×
            </span>
            <span className="grid min-w-0">
              <span className="truncate">{item.produto.nome}</span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {formatarDinheiro(item.preco_unitario)} cada
              </span>
              {item.observacoes ? (
                <span className="text-xs font-medium break-words text-amber-700 dark:text-amber-400">
                  Obs: {item.observacoes}
                </span>
              ) : null}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-1">
            <span className="font-medium tabular-nums">{formatarDinheiro(item.subtotal)}</span>
            {onRemover ? (
              <Button
                variant="ghost"
                size="icon"
                className="size-9 text-muted-foreground hover:text-destructive"
                onClick={() => onRemover(item)}
                aria-label={`Remover ${item.produto.nome}`}
                title={`Remover ${item.produto.nome}`}
              >
                <Trash2Icon aria-hidden />
              </Button>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
