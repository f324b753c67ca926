import { XIcon } from "lucide-react";
import { toCentavos } from "@/shared/money";
import { type FormaPagamento, ROTULO_FORMA_PAGAMENTO } from "@/shared/pos/formas-pagamento";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatarCentavos, formatarDataHora } from "@/web/lib/format";

export interface PagamentoFeito {
  id: string;
  forma_pagamento: FormaPagamento;
  valor: string;
  valor_recebido: string | null;
  troco: string;
  /** Who registered it and when (a tab's payments); a sale's are not registered yet. */
  registrado_por?: string;
  created_at?: string;
}

/**
 * The payments made so far (decision 152) — method, amount, the cash handed over and its change, who
 * and when — and what is left to pay. A sale's payments, not sent yet, can be taken back.
 */
export function PagamentosFeitos({
  pagamentos,
  falta,
  mostrarFalta = true,
  onRemover,
  className,
}: {
  pagamentos: readonly PagamentoFeito[];
  /** centavos */
  falta: number;
  /** A closed tab has nothing left to pay. */
  mostrarFalta?: boolean;
  onRemover?: (id: string) => void;
  className?: string;
}) {
  if (pagamentos.length === 0) return null;
  return (
    <section aria-label="Pagamentos" className={cn("grid gap-2", className)}>
      <h3 className="text-sm font-medium">Pagamentos</h3>
      <ul className="divide-y rounded-lg border text-sm">
        {pagamentos.map((p) => (
          <li key={p.id} className="flex items-center justify-between gap-3 px-3 py-2">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-medium">{ROTULO_FORMA_PAGAMENTO[p.forma_pagamento]}</span>
              {p.valor_recebido !== null ? (
                <span className="text-xs text-muted-foreground tabular-nums">
                  Recebido {formatarCentavos(toCentavos(p.valor_recebido))} · Troco{" "}
                  {formatarCentavos(toCentavos(p.troco))}
                </span>
              ) : null}
              {p.registrado_por && p.created_at ? (
                <span className="truncate text-xs text-muted-foreground">
                  {p.registrado_por} · {formatarDataHora(p.created_at)}
                </span>
              ) : null}
            </div>
            <span className="flex shrink-0 items-center gap-1">
              <span className="font-medium tabular-nums">{formatarCentavos(toCentavos(p.valor))}</span>
              {onRemover ? (
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Tirar o pagamento de ${formatarCentavos(toCentavos(p.valor))}`}
                  onClick={() => onRemover(p.id)}
                >
                  <XIcon aria-hidden />
                </Button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {mostrarFalta ? (
        <p className="flex items-baseline justify-between rounded-lg bg-muted/40 px-3 py-2" role="status">
          <span className="font-medium">Falta pagar:</span>
          <span className="text-lg font-bold tabular-nums">{formatarCentavos(falta)}</span>
        </p>
      ) : null}
    </section>
  );
}
