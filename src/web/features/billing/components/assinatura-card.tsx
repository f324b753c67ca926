import { CircleAlertIcon, CreditCardIcon, Loader2Icon, RefreshCwIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { AssinaturaDetalhe } from "@/shared/billing/schemas";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Badge } from "@/web/components/ui/badge";
import { Button } from "@/web/components/ui/button";
import { formatarData, formatarDinheiro } from "@/web/lib/format";
import {
  type AcaoPagamento,
  COR_STATUS_ASSINATURA,
  diasDeTeste,
  ROTULO_STATUS_ASSINATURA,
  textoDiasRestantes,
} from "../lib/assinatura";

function Linha({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-muted-foreground">{rotulo}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** The current subscription (spec §2 settings, §4): plan, status, due date, trial days, and its actions. */
export function AssinaturaCard({
  detalhe,
  atualizando,
  onAtualizar,
  acao,
  pagando,
  onPagar,
  cancelar,
}: {
  detalhe: AssinaturaDetalhe;
  atualizando: boolean;
  onAtualizar: () => void;
  acao: AcaoPagamento;
  pagando: boolean;
  onPagar: () => void;
  /** The cancel button and its confirmation, when the subscription can be cancelled. */
  cancelar?: ReactNode;
}) {
  const { acesso, cancelamento } = detalhe;
  const assinatura = acesso.subscription;
  const dias = diasDeTeste(acesso);
  const testeSemPagamentoEncerrado = assinatura?.status === "pendente" && !acesso.canAccessSystem;
  // The trial's message is the days-left badge; any other message explains a limit.
  const aviso = dias === null ? acesso.limitationMessage : null;

  return (
    <section aria-labelledby="assinatura-atual" className="grid gap-4 rounded-xl border bg-card p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2
            id="assinatura-atual"
            className="text-sm font-semibold tracking-wider text-muted-foreground uppercase"
          >
            Assinatura atual
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-xl font-semibold">
            {assinatura
              ? assinatura.virtual
                ? (assinatura.plano_nome ?? "Super Admin")
                : `Plano ${assinatura.plano_nome ?? ""}`.trim()
              : "Nenhuma assinatura"}
            {assinatura ? (
              <Badge variant={COR_STATUS_ASSINATURA[assinatura.status]}>
                {ROTULO_STATUS_ASSINATURA[assinatura.status]}
              </Badge>
            ) : null}
            {dias !== null ? <Badge variant="warning">{textoDiasRestantes(dias)}</Badge> : null}
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onAtualizar} disabled={atualizando}>
          <RefreshCwIcon className={atualizando ? "animate-spin" : undefined} aria-hidden />
          Atualizar Status
        </Button>
      </div>

      {assinatura && !assinatura.virtual ? (
        <dl className="divide-y divide-border/70 border-y text-sm">
          <Linha rotulo="Mensalidade">{formatarDinheiro(assinatura.valor_mensal)}</Linha>
          {assinatura.valor_total !== assinatura.valor_mensal ? (
            <Linha rotulo="Valor do período">{formatarDinheiro(assinatura.valor_total)}</Linha>
          ) : null}
          {/* A trial shows its days; one that ended unpaid has no due date to show (the notice says why). */}
          {dias !== null || testeSemPagamentoEncerrado ? null : cancelamento ? (
            <Linha rotulo="Acesso até">{formatarData(cancelamento.acesso_ate)}</Linha>
          ) : (
            <Linha rotulo={acesso.isExpired ? "Venceu em" : "Próximo vencimento"}>
              {formatarData(assinatura.data_vencimento)}
            </Linha>
          )}
          {cancelamento ? <Linha rotulo="Cancelada em">{formatarData(cancelamento.data)}</Linha> : null}
        </dl>
      ) : null}

      {cancelamento ? (
        <p className="text-sm text-muted-foreground">
          Sua assinatura não será renovada. Você continua usando o Balcão até{" "}
          {formatarData(cancelamento.acesso_ate)}.
        </p>
      ) : null}

      {aviso ? (
        <Alert variant={acesso.canAccessSystem ? "default" : "destructive"}>
          <CircleAlertIcon aria-hidden />
          <AlertDescription>{aviso}</AlertDescription>
        </Alert>
      ) : null}

      {acao.tipo !== "nenhuma" || cancelar ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          {acao.tipo === "continuar" ? (
            <Button asChild>
              <a href={acao.url}>
                <CreditCardIcon aria-hidden /> Continuar pagamento
              </a>
            </Button>
          ) : acao.tipo === "pagar" ? (
            <Button onClick={onPagar} disabled={pagando}>
              {pagando ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : (
                <CreditCardIcon aria-hidden />
              )}
              Pagar agora
            </Button>
          ) : (
            <span />
          )}
          {cancelar}
        </div>
      ) : null}
    </section>
  );
}
