import { TriangleAlertIcon } from "lucide-react";
import type { Produto } from "@/shared/catalog/schemas";
import { Badge } from "@/web/components/ui/badge";
import { formatarInteiro } from "@/web/lib/format";

/** The explanation the badge's title and the details dialog give (decision 013). */
export function explicacaoVendidoSemEstoque(unidades: number): string {
  const quantas =
    unidades === 1 ? "1 unidade foi vendida" : `${formatarInteiro(unidades)} unidades foram vendidas`;
  return `${quantas} com o estoque já em 0 desde a última entrada. Confira a contagem e registre a entrada que faltou.`;
}

/** Units sold while the stock was already 0, since the product's last entry; nothing when none. */
export function VendidoSemEstoqueBadge({ produto }: { produto: Pick<Produto, "vendido_sem_estoque"> }) {
  if (produto.vendido_sem_estoque <= 0) return null;
  return (
    <Badge variant="warning" title={explicacaoVendidoSemEstoque(produto.vendido_sem_estoque)}>
      <TriangleAlertIcon className="size-3" aria-hidden />
      Vendido sem estoque: {formatarInteiro(produto.vendido_sem_estoque)}
    </Badge>
  );
}
