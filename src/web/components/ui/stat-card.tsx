import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/web/lib/cn";

const TONS = {
  default: "bg-primary/12 text-primary",
  success: "bg-success/12 text-success",
  warning: "bg-warning/12 text-warning",
  destructive: "bg-destructive/12 text-destructive",
  info: "bg-sky-400/12 text-sky-400",
} as const;

/**
 * A summary card: a label, a big number, an optional line under it. `value` undefined shows a placeholder.
 * The number's size follows the card's own width (a container query), so "R$ 24.327,50" stays whole in a
 * row of five cards or two on a phone.
 */
export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone = "default",
  className,
}: {
  label: ReactNode;
  value: ReactNode | undefined;
  hint?: ReactNode;
  icon: LucideIcon;
  tone?: keyof typeof TONS;
  className?: string;
}) {
  const labelId = useId();
  return (
    <section
      aria-labelledby={labelId}
      className={cn("@container flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 sm:p-5", className)}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={labelId} className="text-xs font-medium text-muted-foreground sm:text-sm">
          {label}
        </h2>
        <span className={cn("flex size-8 shrink-0 items-center justify-center rounded-lg", TONS[tone])}>
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <div className="grid min-w-0 gap-1">
        {value === undefined ? (
          <span className="h-7 w-20 animate-pulse rounded-md bg-muted @[11.5rem]:h-8" aria-hidden />
        ) : (
          <p className="truncate text-lg font-bold tracking-tight tabular-nums @[9.5rem]:text-xl @[11.5rem]:text-2xl">
            {value}
          </p>
        )}
        {hint ? <p className="text-xs text-pretty text-muted-foreground">{hint}</p> : null}
      </div>
    </section>
  );
}
