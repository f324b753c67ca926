import { ConstructionIcon, type LucideIcon } from "lucide-react";
import { PageHeader } from "./page-header";

/**
 * A page of the app whose screen is not built yet: its real title, and an honest panel saying so
 * (guide: no stubs that pretend).
 */
export function NotBuiltYet({
  title,
  subtitle,
  icon: Icon,
  willDo,
}: {
  title: string;
  subtitle?: string;
  icon: LucideIcon;
  /** One line: what the screen will do once built. */
  willDo: string;
}) {
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader title={title} subtitle={subtitle} icon={Icon} />
      <section
        aria-labelledby="nao-construida"
        className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card/40 px-6 py-14 text-center sm:py-20"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-warning/10 text-warning ring-1 ring-warning/25">
          <ConstructionIcon className="size-7" aria-hidden />
        </span>
        <h2 id="nao-construida" className="text-lg font-semibold">
          Esta tela ainda não foi construída
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">{willDo}</p>
      </section>
    </div>
  );
}
