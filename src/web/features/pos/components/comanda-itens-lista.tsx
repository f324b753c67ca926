import { ReceiptTextIcon, Trash2Icon } from "lucide-react";
import type { ItemComanda } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import { ItemComandaLinha } from "./item-comanda-linha";

/**
 * The tab's lines, one per product, price and note (decision 134); on an open tab each has "Remover"
 * (fewer units or none, with a reason).
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
        <ItemComandaLinha
          key={item.id}
          item={item}
          acao={
            onRemover ? (
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
            ) : undefined
          }
        />
      ))}
    </ul>
  );
}
