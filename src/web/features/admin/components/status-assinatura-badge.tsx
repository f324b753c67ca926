import type { ContaAdmin } from "@/shared/admin/schemas";
import { Badge } from "@/web/components/ui/badge";

type Status = NonNullable<ContaAdmin["assinatura"]>["status"];

const ROTULO: Record<
  Status,
  { texto: string; variant: "success" | "warning" | "destructive" | "secondary" }
> = {
  ativa: { texto: "Ativa", variant: "success" },
  pendente: { texto: "Pendente", variant: "warning" },
  suspensa: { texto: "Suspensa", variant: "destructive" },
  cancelada: { texto: "Cancelada", variant: "secondary" },
};

export function StatusAssinaturaBadge({ status }: { status: Status | null }) {
  if (!status) return <Badge variant="outline">Sem assinatura</Badge>;
  const { texto, variant } = ROTULO[status];
  return <Badge variant={variant}>{texto}</Badge>;
}
