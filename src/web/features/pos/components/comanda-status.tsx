import type { StatusComanda } from "@/shared/pos/constantes";
import { cn } from "@/web/lib/cn";

const ROTULO_STATUS_COMANDA: Record<StatusComanda, string> = {
  aberta: "Aberta",
  fechada: "Fechada",
  cancelada: "Cancelada",
  juntada: "Juntada",
};

export function ComandaStatusBadge({ status, className }: { status: StatusComanda; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        status === "aberta"
          ? "border-success/30 bg-success/15 text-success"
          : status === "cancelada"
            ? "border-destructive/30 bg-destructive/10 text-destructive"
            : "border-muted-foreground/30 bg-muted text-muted-foreground",
        className,
      )}
    >
      {ROTULO_STATUS_COMANDA[status]}
    </span>
  );
}
