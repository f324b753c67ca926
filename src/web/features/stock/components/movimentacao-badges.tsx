import { ArrowDownLeftIcon, ArrowUpRightIcon, TriangleAlertIcon } from "lucide-react";
import {
  type Movimentacao,
  ROTULO_TIPO,
  rotuloStatusMovimentacao,
  type TipoMovimentacao,
} from "@/shared/stock/schemas";
import { Badge } from "@/web/components/ui/badge";
import { formatarInteiro } from "@/web/lib/format";

export function TipoBadge({ tipo }: { tipo: TipoMovimentacao }) {
  return tipo === "entrada" ? (
    <Badge variant="success">
      <ArrowDownLeftIcon className="size-3" aria-hidden /> {ROTULO_TIPO.entrada}
    </Badge>
  ) : (
    <Badge variant="destructive">
      <ArrowUpRightIcon className="size-3" aria-hidden /> {ROTULO_TIPO.saida}
    </Badge>
  );
}

const VARIANTE_STATUS = { concluida: "success", pendente: "warning", cancelada: "destructive" } as const;

/** concluida, pendente, cancelada; any other value reads "Desconhecido" (spec §4). */
export function StatusBadge({ status }: { status: string }) {
  const variante = VARIANTE_STATUS[status as keyof typeof VARIANTE_STATUS] ?? "secondary";
  return <Badge variant={variante}>{rotuloStatusMovimentacao(status)}</Badge>;
}

/**
 * A sale or a tab close that took more than the stock had: the stock stopped at 0 and these units were
 * "vendido sem estoque" (decision 013). Nothing for any other movement.
 */
export function SemEstoqueBadge({ m }: { m: Pick<Movimentacao, "quantidade" | "quantidade_sem_estoque"> }) {
  if (m.quantidade_sem_estoque <= 0) return null;
  const faltou = formatarInteiro(m.quantidade_sem_estoque);
  return (
    <Badge
      variant="warning"
      title={`Vendido sem estoque: ${faltou} de ${formatarInteiro(m.quantidade)} unidades saíram com o estoque já em 0`}
    >
      <TriangleAlertIcon className="size-3" aria-hidden />
      {faltou} sem estoque
    </Badge>
  );
}
