import { ExternalLinkIcon, ReceiptTextIcon } from "lucide-react";
import { type Pagamento, ROTULO_FORMA_COBRANCA, ROTULO_STATUS_PAGAMENTO } from "@/shared/billing/schemas";
import { Badge } from "@/web/components/ui/badge";
import { formatarDataHora, formatarDinheiro } from "@/web/lib/format";
import { formatarDia } from "../lib/assinatura";
import { urlPagamentoSegura } from "../lib/checkout";

const COR_STATUS = {
  confirmed: "success",
  pending: "warning",
  overdue: "destructive",
  refunded: "secondary",
  deleted: "outline",
} as const satisfies Record<Pagamento["status"], string>;

/** When it was paid, else when it falls due, else when it was created. */
function quando(p: Pagamento): string {
  if (p.data_pagamento) return `Pago em ${formatarDataHora(p.data_pagamento)}`;
  if (p.data_vencimento) return `Vence em ${formatarDia(p.data_vencimento)}`;
  return `Criado em ${formatarDataHora(p.created_at)}`;
}

/** The latest 5 charges of the subscription, newest first (spec §2 settings, §9). */
export function PagamentosHistorico({ pagamentos }: { pagamentos: Pagamento[] }) {
  const ultimos = pagamentos.slice(0, 5);
  if (ultimos.length === 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        <ReceiptTextIcon className="size-4" aria-hidden />
        Nenhum pagamento ainda.
      </p>
    );
  }
  return (
    <ul className="divide-y rounded-lg border" aria-label="Últimos pagamentos">
      {ultimos.map((p) => {
        const fatura = urlPagamentoSegura(p.url_fatura);
        return (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4">
            <div className="min-w-0">
              <p className="font-medium">
                {p.plano_nome ? `Plano ${p.plano_nome}` : "Assinatura"}
                <span className="text-muted-foreground"> · {ROTULO_FORMA_COBRANCA[p.metodo_pagamento]}</span>
              </p>
              <p className="text-sm text-muted-foreground">{quando(p)}</p>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-semibold tabular-nums">{formatarDinheiro(p.valor)}</span>
              <Badge variant={COR_STATUS[p.status]}>{ROTULO_STATUS_PAGAMENTO[p.status]}</Badge>
              {fatura && p.status !== "confirmed" && p.status !== "refunded" && p.status !== "deleted" ? (
                <a
                  href={fatura}
                  className="inline-flex items-center gap-1 rounded-sm text-sm font-medium text-primary hover:underline"
                >
                  Pagar
                  <ExternalLinkIcon className="size-3.5" aria-hidden />
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
