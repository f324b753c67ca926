import type { ReactNode } from "react";
import type { ItemComanda } from "@/shared/pos/schemas";
import { cn } from "@/web/lib/cn";
import { formatarDinheiro } from "@/web/lib/format";

/**
 * One line of a tab: quantity, product, unit price, the note for whoever prepares it ("sem gelo") and
 * the line's total. The same in "Detalhes da Comanda" and on the waiter's screen; `acao` is the line's own
 * button where there is one ("Remover" on an open tab).
 */
export function ItemComandaLinha({ item, acao }: { item: ItemComanda; acao?: ReactNode }) {
  return (
    <li className={cn("flex items-center justify-between gap-3 py-2.5 pl-3", acao ? "pr-2" : "pr-3")}>
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
        {acao}
      </span>
    </li>
  );
}
