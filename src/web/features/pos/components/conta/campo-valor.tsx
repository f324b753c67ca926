import { type ComponentProps, useId } from "react";
import { Input } from "@/web/components/ui/input";
import { Label } from "@/web/components/ui/label";
import { cn } from "@/web/lib/cn";

/**
 * An amount in reais: a text field with the decimal keypad (Chrome drops the comma of a number field,
 * decision 040), "R$" before it, and a line under it for the change or what is wrong.
 */
export function CampoValor({
  rotulo,
  value,
  aviso,
  avisoTipo = "erro",
  className,
  ...props
}: Omit<ComponentProps<"input">, "type" | "value" | "id"> & {
  rotulo: string;
  value: string;
  aviso?: string | null;
  avisoTipo?: "erro" | "info";
}) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} className="mb-2 block">
        {rotulo}
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
          aria-invalid={aviso && avisoTipo === "erro" ? true : undefined}
          aria-describedby={aviso ? `${id}-aviso` : undefined}
          className="h-11 pl-10 text-base tabular-nums aria-invalid:border-warning"
          {...props}
        />
      </div>
      {aviso ? (
        <p
          id={`${id}-aviso`}
          className={cn(
            "mt-1.5 text-sm",
            avisoTipo === "erro" ? "text-warning" : "font-semibold text-foreground",
          )}
        >
          {aviso}
        </p>
      ) : null}
    </div>
  );
}
