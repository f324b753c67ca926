import { ArrowDownLeftIcon, ArrowUpRightIcon } from "lucide-react";
import { ROTULO_TIPO, rotuloStatusMovimentacao, type TipoMovimentacao } from "@/shared/stock/schemas";
import { Badge } from "@/web/components/ui/badge";

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
