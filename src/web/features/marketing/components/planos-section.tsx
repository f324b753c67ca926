import { ArrowRightIcon } from "lucide-react";
import { Link } from "react-router";
import { PLANOS } from "@/shared/billing/planos";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { formatarCentavos } from "../formatar-centavos";
import { SectionHeading } from "./section-heading";

export function PlanosSection() {
  return (
    <section aria-labelledby="planos-titulo" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="planos-titulo"
          eyebrow="Planos"
          titulo="Preço justo, sem surpresas"
          descricao="Todas as funcionalidades em todos os planos. Quanto mais longo o período, menor a mensalidade."
        />
        <ul className="mx-auto mt-12 grid max-w-4xl gap-4 sm:grid-cols-3">
          {PLANOS.map((plano) => (
            <li
              key={plano.id}
              className={`flex flex-col rounded-xl border bg-card p-5${
                plano.periodo === "anual"
                  ? " border-primary/50 shadow-[0_0_40px_-16px] shadow-primary/50"
                  : ""
              }`}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-semibold">{plano.nome}</h3>
                {plano.descontoPercentual > 0 ? (
                  <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-success">
                    -{plano.descontoPercentual}%
                  </span>
                ) : null}
              </div>
              <p className="mt-3">
                <span className="text-3xl font-bold tabular-nums">
                  {formatarCentavos(plano.precoMensalCentavos)}
                </span>
                <span className="text-sm text-muted-foreground">/mês</span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {plano.temTesteGratis
                  ? "7 dias grátis para testar"
                  : `Economize ${formatarCentavos(plano.economiaCentavos)} em ${plano.duracaoMeses} meses`}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/planos" className={buttonVariants({ variant: "outline", size: "lg" })}>
            Comparar planos
            <ArrowRightIcon aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}
