import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";

export function CtaSection() {
  return (
    <section aria-labelledby="cta-titulo" className="px-4 pb-20 sm:px-6 sm:pb-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-2xl border border-primary/30 bg-linear-to-br from-primary/20 via-card to-card px-6 py-14 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-24 left-1/2 h-64 w-[40rem] -translate-x-1/2 rounded-full bg-primary/20 blur-3xl"
        />
        <h2 id="cta-titulo" className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Pronto para organizar o seu balcão?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-pretty text-muted-foreground sm:text-lg">
          Comece hoje com 7 dias grátis no plano Mensal. Sem cartão de crédito, e você cancela quando quiser.
        </p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/planos" className={buttonVariants({ size: "lg" })}>
            Começar Teste Grátis
            <ArrowRightIcon aria-hidden />
          </Link>
          <Link to="/planos" className={buttonVariants({ size: "lg", variant: "outline" })}>
            Ver planos
          </Link>
        </div>
      </div>
    </section>
  );
}
