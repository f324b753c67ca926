import { type ReactNode, useId } from "react";
import { cn } from "@/web/lib/cn";

/** A titled panel of a payment result page. */
export function ResultadoPanel({
  titulo,
  className,
  children,
}: {
  titulo: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn("rounded-xl border bg-card p-5 sm:p-6", className)}>
      <h2 id={id} className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
        {titulo}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Label/value rows; rows without a value are left out. */
export function DetalhesLista({
  itens,
}: {
  itens: { rotulo: string; valor: ReactNode; destaque?: boolean }[];
}) {
  const visiveis = itens.filter(
    (item) => item.valor !== null && item.valor !== undefined && item.valor !== "",
  );
  return (
    <dl className="divide-y divide-border/70 text-sm">
      {visiveis.map(({ rotulo, valor, destaque }) => (
        <div key={rotulo} className="flex items-baseline justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
          <dt className="shrink-0 text-muted-foreground">{rotulo}</dt>
          <dd
            className={cn(
              "min-w-0 text-right wrap-anywhere tabular-nums",
              destaque ? "text-lg font-bold text-primary" : "font-medium",
            )}
          >
            {valor}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A checklist-style list with an icon per item. */
export function IconesLista({ itens, icon }: { itens: string[]; icon: ReactNode }) {
  return (
    <ul className="grid gap-3 text-sm">
      {itens.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 shrink-0">{icon}</span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
