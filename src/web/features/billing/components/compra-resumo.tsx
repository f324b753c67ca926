import { CheckIcon } from "lucide-react";
import type { PlanoInfo } from "@/shared/billing/planos";
import { Badge } from "@/web/components/ui/badge";
import { formatarCentavos } from "@/web/lib/format";

const PASSOS = [
  "Você paga com PIX, boleto ou cartão.",
  "Confirmado o pagamento, sua conta é criada na hora.",
  "Enviamos por e-mail o link para você criar sua senha.",
];

function duracao(meses: number) {
  return meses === 1 ? "1 mês" : `${meses} meses`;
}

/** The plan being bought, its price and what happens after paying (the purchase page's side panel). */
export function CompraResumo({ plano }: { plano: PlanoInfo }) {
  return (
    <section aria-label="Resumo da compra" className="grid gap-5 rounded-xl border bg-card p-5 sm:p-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-sm text-muted-foreground">Você está assinando</p>
          <p className="mt-1 text-xl font-semibold">Plano {plano.nome}</p>
        </div>
        {plano.descontoPercentual > 0 ? <Badge variant="success">-{plano.descontoPercentual}%</Badge> : null}
      </div>
      <dl className="grid gap-2 border-y py-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Mensalidade</dt>
          <dd className="tabular-nums">{formatarCentavos(plano.precoMensalCentavos)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">Duração</dt>
          <dd>{duracao(plano.duracaoMeses)}</dd>
        </div>
        {plano.economiaCentavos > 0 ? (
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Economia</dt>
            <dd className="text-success tabular-nums">{formatarCentavos(plano.economiaCentavos)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-3 pt-2">
          <dt className="font-medium">Total a pagar</dt>
          <dd className="text-2xl font-bold text-primary tabular-nums">
            {formatarCentavos(plano.valorTotalCentavos)}
          </dd>
        </div>
      </dl>
      <ol className="grid gap-3 text-sm">
        {PASSOS.map((passo, i) => (
          <li key={passo} className="flex gap-3">
            <span className="grid size-5 shrink-0 place-items-center rounded-full bg-primary/15 text-xs font-semibold text-primary">
              {i + 1}
            </span>
            {passo}
          </li>
        ))}
      </ol>
      <p className="flex items-center gap-2 text-xs text-muted-foreground">
        <CheckIcon className="size-3.5 text-success" aria-hidden />
        Cancele quando quiser.{" "}
        {plano.duracaoMeses === 1 ? "Renovação mensal." : `Renovação a cada ${duracao(plano.duracaoMeses)}.`}
      </p>
    </section>
  );
}
