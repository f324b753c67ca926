import { ROTULO_STATUS_MESA, type StatusMesa } from "@/shared/pos/constantes";
import { cn } from "@/web/lib/cn";

/** §4: Livre green, Ocupada red, Reservada yellow, Manutenção grey. */
export const CORES_STATUS_MESA: Record<StatusMesa, { badge: string; borda: string; ponto: string }> = {
  livre: {
    badge: "border-success/30 bg-success/15 text-success",
    borda: "border-t-success",
    ponto: "bg-success",
  },
  ocupada: {
    badge: "border-destructive/30 bg-destructive/15 text-destructive",
    borda: "border-t-destructive",
    ponto: "bg-destructive",
  },
  reservada: {
    badge: "border-warning/30 bg-warning/15 text-warning",
    borda: "border-t-warning",
    ponto: "bg-warning",
  },
  manutencao: {
    badge: "border-muted-foreground/30 bg-muted text-muted-foreground",
    borda: "border-t-muted-foreground",
    ponto: "bg-muted-foreground",
  },
};

export function MesaStatusBadge({ status, className }: { status: StatusMesa; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        CORES_STATUS_MESA[status].badge,
        className,
      )}
    >
      <span className={cn("size-1.5 rounded-full", CORES_STATUS_MESA[status].ponto)} aria-hidden />
      {ROTULO_STATUS_MESA[status]}
    </span>
  );
}
