import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/web/lib/cn";
import { EMAIL_SUPORTE } from "../lib/suporte";
import { PlanosHeader } from "./planos-header";

const TONS = {
  sucesso: { circulo: "bg-success/15 text-success ring-success/30", brilho: "bg-success/15" },
  erro: { circulo: "bg-destructive/15 text-destructive ring-destructive/30", brilho: "bg-destructive/15" },
  pendente: { circulo: "bg-warning/15 text-warning ring-warning/30", brilho: "bg-warning/15" },
} as const;

/** The frame of the three payment result pages: status icon, title, explanation, then the page's content. */
export function PagamentoResultadoLayout({
  tom,
  Icon,
  titulo,
  descricao,
  children,
}: {
  tom: keyof typeof TONS;
  Icon: LucideIcon;
  titulo: string;
  descricao: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PlanosHeader />
      <main className="relative flex-1 overflow-x-clip">
        <div
          aria-hidden
          className={cn(
            "pointer-events-none absolute -top-40 left-1/2 -z-10 h-96 w-[44rem] -translate-x-1/2 rounded-full blur-3xl",
            TONS[tom].brilho,
          )}
        />
        <div className="mx-auto max-w-2xl px-4 py-12 sm:px-6 sm:py-16">
          <div className="text-center">
            <span
              className={cn("mx-auto grid size-16 place-items-center rounded-full ring-8", TONS[tom].circulo)}
              aria-hidden
            >
              <Icon className="size-8" />
            </span>
            <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{titulo}</h1>
            <div className="mx-auto mt-3 max-w-lg text-pretty text-muted-foreground">{descricao}</div>
          </div>
          <div className="mt-10 grid gap-6">{children}</div>
          <p className="mt-10 text-center text-sm text-muted-foreground">
            Precisa de ajuda? Escreva para{" "}
            <a
              href={`mailto:${EMAIL_SUPORTE}`}
              className="rounded-sm font-medium text-primary hover:underline"
            >
              {EMAIL_SUPORTE}
            </a>
            . Respondemos em até 24 horas.
          </p>
        </div>
      </main>
    </div>
  );
}
