import type { ComponentProps, ReactNode } from "react";
import { Input } from "@/web/components/ui/input";
import { cn } from "@/web/lib/cn";

/** A label with the required mark (§2.4: nome, marca, volume, categoria, preco_venda). */
export function CampoObrigatorio({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className="ml-0.5 text-destructive" aria-hidden>
        *
      </span>
    </>
  );
}

export function SecaoFormulario({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-4">
      <legend className="mb-3 flex w-full items-center gap-3 text-xs font-semibold tracking-wider text-primary uppercase">
        {titulo}
        <span className="h-px flex-1 bg-border" aria-hidden />
      </legend>
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Money as a Brazilian types it ("12,50"), with the R$ in front. */
export function CampoPreco({ className, ...props }: ComponentProps<"input">) {
  return (
    <div className="relative">
      <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground">
        R$
      </span>
      <Input
        inputMode="decimal"
        placeholder="0,00"
        autoComplete="off"
        className={cn("pl-10 tabular-nums", className)}
        {...props}
      />
    </div>
  );
}
