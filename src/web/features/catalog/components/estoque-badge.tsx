import { ROTULO_STATUS_ESTOQUE, statusEstoque } from "@/shared/catalog/estoque-status";
import { Badge } from "@/web/components/ui/badge";

const VARIANTE = { critico: "destructive", baixo: "warning", normal: "success" } as const;

/** Crítico (red) below half the minimum, Baixo (amber) below the minimum, else Normal (green). §4. */
export function EstoqueBadge({ produto }: { produto: { estoque_atual: number; estoque_minimo: number } }) {
  const status = statusEstoque(produto);
  return (
    <Badge variant={VARIANTE[status]}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {ROTULO_STATUS_ESTOQUE[status]}
    </Badge>
  );
}
