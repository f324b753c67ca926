import { ArrowLeftIcon, CrownIcon, LockIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";

export interface DadosBloqueio {
  /** "Relatórios básicos" */
  funcionalidade: string;
  /** The current plan's name, or null without one. */
  planoAtual: string | null;
  /** Days left in the free trial; null when not in a trial. */
  diasTeste: number | null;
  /** The plan to upgrade to; null when there is none above. */
  proximoPlano: string | null;
  /** 1, 2 or 3, and the plan it corresponds to. */
  nivelMinimo: number;
  planoMinimo: string | null;
}

function Fato({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b py-2.5 last:border-0">
      <dt className="text-sm text-muted-foreground">{rotulo}</dt>
      <dd className="text-right text-sm font-medium">{valor}</dd>
    </div>
  );
}

/**
 * "Funcionalidade Bloqueada" (daily-operations §2.3, accounts §6): the current plan, trial days left,
 * the next plan and the minimum level, "Fazer upgrade" to /planos and "Voltar" one step back. Shown by
 * FeatureGate when the permission check refuses — which, as the spec has it today, never happens.
 */
export function FuncionalidadeBloqueada({ dados, onVoltar }: { dados: DadosBloqueio; onVoltar: () => void }) {
  return (
    <section
      aria-labelledby="funcionalidade-bloqueada"
      className="mx-auto flex w-full max-w-lg flex-col items-center gap-5 rounded-xl border bg-card px-6 py-10 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-warning/10 text-warning ring-1 ring-warning/25">
        <LockIcon className="size-7" aria-hidden />
      </span>
      <div className="grid gap-2">
        <h1 id="funcionalidade-bloqueada" className="text-2xl font-bold tracking-tight">
          Funcionalidade Bloqueada
        </h1>
        <p className="text-sm text-muted-foreground">
          {dados.funcionalidade} não está incluída no seu plano atual.
        </p>
      </div>
      <dl className="w-full rounded-lg border bg-background/40 px-4 text-left">
        <Fato rotulo="Plano atual" valor={dados.planoAtual ?? "Nenhum"} />
        {dados.diasTeste !== null ? (
          <Fato
            rotulo="Dias restantes no teste"
            valor={`${dados.diasTeste} ${dados.diasTeste === 1 ? "dia" : "dias"}`}
          />
        ) : null}
        <Fato rotulo="Próximo plano" valor={dados.proximoPlano ?? "—"} />
        <Fato
          rotulo="Nível mínimo necessário"
          valor={`Nível ${dados.nivelMinimo}${dados.planoMinimo ? ` (${dados.planoMinimo})` : ""}`}
        />
      </dl>
      <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
        <Button variant="outline" onClick={onVoltar}>
          <ArrowLeftIcon aria-hidden /> Voltar
        </Button>
        <Button asChild>
          <Link to="/planos">
            <CrownIcon aria-hidden /> Fazer upgrade
          </Link>
        </Button>
      </div>
    </section>
  );
}
