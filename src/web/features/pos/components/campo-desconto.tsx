import { type ComponentProps, useId } from "react";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { descontoLegivel } from "../lib/carrinho";

/**
 * The discount (§5): a number ≥ 0 with centavos. A text field with the decimal keypad, not
 * `type="number"`: Chrome drops the comma there, so "5,50" typed by a Brazilian became 550 (decision 040).
 * Anything that is not an amount counts as 0, and the field says so.
 */
export function CampoDesconto({
  value,
  className,
  ...props
}: Omit<ComponentProps<"input">, "type" | "value" | "id"> & { value: string }) {
  const id = useId();
  const invalido = !descontoLegivel(value);
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-2 block">
        Desconto
      </Label>
      <div className="relative">
        <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground">
          R$
        </span>
        <Input
          id={id}
          type="text"
          inputMode="decimal"
          placeholder="0,00"
          autoComplete="off"
          value={value}
          aria-invalid={invalido}
          aria-describedby={invalido ? `${id}-aviso` : undefined}
          className="h-11 pl-10 text-base tabular-nums aria-invalid:border-warning"
          {...props}
        />
      </div>
      {invalido ? (
        <p id={`${id}-aviso`} className="mt-1.5 text-xs text-warning">
          Valor inválido: desconto considerado R$ 0,00
        </p>
      ) : null}
    </div>
  );
}
