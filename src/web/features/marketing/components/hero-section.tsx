import { ArrowRightIcon, CheckIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { LinkEntrar } from "./link-entrar";
import { PdvPreview } from "./pdv-preview";

const GARANTIAS = ["Sem cartão de crédito", "Cancele quando quiser", "Suporte incluído"];

export function HeroSection({ onEntrar }: { onEntrar: () => void }) {
  return (
    <section aria-labelledby="hero-titulo" className="relative overflow-hidden">
      <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[60rem] -translate-x-1/2 rounded-full bg-primary/15 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,var(--color-border)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-border)_1px,transparent_1px)] bg-[size:56px_56px] opacity-25 [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)]" />
      </div>
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-14 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-10 lg:pt-24 lg:pb-28">
        <div className="min-w-0">
          <span className="inline-flex items-center gap-1.5 rounded-full border border-primary/40 bg-primary/10 px-3 py-1 text-xs font-semibold text-primary">
            <SparklesIcon className="size-3.5" aria-hidden />
            Teste Grátis por 7 Dias
          </span>
          <h1
            id="hero-titulo"
            className="mt-6 text-[2.5rem] leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl lg:text-[3.4rem]"
          >
            O controle do seu <span className="text-primary">bar, cervejaria ou restaurante</span> em um só
            lugar
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Venda no balcão, abra comandas por mesa, acompanhe o estoque com alertas automáticos e feche o
            caixa com relatórios claros. No computador, no tablet ou no celular.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/planos" className={buttonVariants({ size: "lg" })}>
              Começar Teste Grátis
              <ArrowRightIcon aria-hidden />
            </Link>
            <LinkEntrar onEntrar={onEntrar} className={buttonVariants({ size: "lg", variant: "outline" })}>
              Já tenho uma conta
            </LinkEntrar>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {GARANTIAS.map((garantia) => (
              <li key={garantia} className="flex items-center gap-1.5">
                <CheckIcon className="size-4 text-success" aria-hidden />
                {garantia}
              </li>
            ))}
          </ul>
        </div>
        <PdvPreview />
      </div>
    </section>
  );
}
