import { MinusIcon, PlusIcon } from "lucide-react";
import type { ComponentProps, Ref } from "react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";

/** − [n] + with big targets. The plus stops at `max` (§5: disabled at the stock), the minus at `min`. */
export function QuantidadeStepper({
  value,
  onChange,
  min = 1,
  max,
  id,
  className,
  ref,
  compacto = false,
  ...aria
}: {
  ref?: Ref<HTMLDivElement>;
  value: string;
  onChange: (value: string) => void;
  min?: number;
  max: number;
  id?: string;
  className?: string;
  /** Smaller targets, for a row of a list. */
  compacto?: boolean;
} & Pick<ComponentProps<"input">, "aria-invalid" | "aria-describedby" | "aria-label">) {
  const botao = compacto ? "size-9 shrink-0 rounded-lg" : "size-12 shrink-0 rounded-lg";
  const n = Number(value);
  const valido = value.trim() !== "" && Number.isInteger(n);
  return (
    <div ref={ref} className={cn("flex items-center gap-2", className)}>
      <Button
        type="button"
        variant="outline"
        size="icon"
        className={botao}
        aria-label="Diminuir quantidade"
        disabled={valido && n <= min}
        onClick={() => onChange(String(valido ? Math.max(n - 1, min) : min))}
      >
        <MinusIcon className={compacto ? "size-4!" : "size-5!"} aria-hidden />
      </Button>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          compacto ? "h-9 text-base" : "h-12 text-xl",
          "w-full min-w-0 rounded-lg border border-input bg-background/40 px-3 text-center font-semibold tabular-nums shadow-xs aria-invalid:border-destructive [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none",
        )}
        {...aria}
      />
      <Button
        type="button"
        variant="outline"
        size="icon"
        className={botao}
        aria-label="Aumentar quantidade"
        disabled={valido && n >= max}
        onClick={() => onChange(String(valido ? Math.min(n + 1, max) : min))}
      >
        <PlusIcon className={compacto ? "size-4!" : "size-5!"} aria-hidden />
      </Button>
    </div>
  );
}
