import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useId } from "react";
import { Label } from "@/web/components/ui/label";
import { Switch } from "@/web/components/ui/switch";

/** One card of the settings form: a titled region, so a screen reader (and a test) can find it by name. */
export function SecaoConfiguracoes({
  titulo,
  descricao,
  icone: Icone,
  children,
}: {
  titulo: string;
  descricao: string;
  icone: LucideIcon;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-5 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <header className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary">
          <Icone className="size-4" aria-hidden />
        </span>
        <div className="grid gap-1">
          <h2 id={id} className="font-semibold leading-none">
            {titulo}
          </h2>
          <p className="text-sm text-muted-foreground">{descricao}</p>
        </div>
      </header>
      {children}
    </section>
  );
}

/** A toggle with its label and a line saying what it does. */
export function Interruptor({
  rotulo,
  descricao,
  checked,
  onCheckedChange,
}: {
  rotulo: string;
  descricao: string;
  checked: boolean;
  onCheckedChange: (ligado: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border bg-background/30 p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{rotulo}</Label>
        <p id={`${id}-descricao`} className="text-xs text-muted-foreground">
          {descricao}
        </p>
      </div>
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-descricao`}
      />
    </div>
  );
}
