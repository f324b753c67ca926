import type { StatusComanda } from "@/shared/pos/schemas";
import { cn } from "@/web/lib/cn";

export function ComandaStatusBadge({ status, className }: { status: StatusComanda; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        status === "aberta"
          ? "border-success/30 bg-success/15 text-success"
          : "border-muted-foreground/30 bg-muted text-muted-foreground",
        className,
      )}
    >
      {status === "aberta" ? "Aberta" : "Fechada"}
    </span>
  );
}
