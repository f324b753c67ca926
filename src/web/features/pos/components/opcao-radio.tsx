import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";

/**
 * One choice of a small set shown as a tile (a table, a tab): a native radio (as the payment methods
 * are), so the group is one tab stop, the arrows move between choices and a screen reader reads
 * "selecionado"; the whole tile is its label.
 */
export function OpcaoRadio({
  name,
  value,
  checked,
  onChange,
  rotulo,
  disabled,
  className,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  /** The accessible name (the tile's visible text may say more). */
  rotulo: string;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex min-h-12 cursor-pointer items-center gap-2.5 rounded-lg border bg-card px-3 py-2 text-left transition-colors hover:bg-accent/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50",
        checked && "border-primary bg-primary/10 ring-1 ring-primary hover:bg-primary/10",
        className,
      )}
    >
      <input
        type="radio"
        className="size-4 shrink-0 accent-primary focus-visible:ring-0 focus-visible:ring-offset-0"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-label={rotulo}
        onChange={() => onChange(value)}
      />
      <span className="flex min-w-0 flex-1 items-center gap-2">{children}</span>
    </label>
  );
}
