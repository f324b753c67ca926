import { ClockIcon, UserIcon } from "lucide-react";
import type { Comanda } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import { formatarDataHora, formatarDinheiro } from "@/web/lib/format";

import { ComandaStatusBadge } from "./comanda-status";

/** An open tab (§2.1): number, status, table, customer, opening date and time, item count, total (what the table pays, decision 150). */
export function ComandaCard({
  comanda,
  onVerDetalhes,
}: {
  comanda: Comanda;
  onVerDetalhes: (id: string) => void;
}) {
  const itens = comanda.itens.reduce((soma, i) => soma + i.quantidade, 0);
  return (
    <article
      aria-label={`Comanda ${comanda.numero_comanda}`}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 className="font-mono text-base font-bold">{comanda.numero_comanda}</h3>
          <p className="text-sm font-medium">
            {comanda.mesa ? `Mesa ${comanda.mesa.numero_mesa}` : "Sem mesa"}
          </p>
        </div>
        <ComandaStatusBadge status={comanda.status} />
      </header>
      <div className="grid gap-1 text-sm text-muted-foreground">
        <p className="flex items-center gap-1.5 truncate">
          <UserIcon className="size-4 shrink-0" aria-hidden />
          {comanda.cliente_nome ?? "Cliente não informado"}
        </p>
        <p className="flex items-center gap-1.5">
          <ClockIcon className="size-4 shrink-0" aria-hidden />
          {formatarDataHora(comanda.data_abertura)}
        </p>
      </div>
      <div className="mt-auto flex items-end justify-between gap-2 border-t pt-3">
        <span className="text-sm text-muted-foreground">
          {itens} {itens === 1 ? "item" : "itens"}
        </span>
        <span className="text-2xl font-bold tabular-nums">{formatarDinheiro(comanda.total_a_pagar)}</span>
      </div>
      <Button variant="secondary" className="h-11 w-full" onClick={() => onVerDetalhes(comanda.id)}>
        Ver Detalhes
      </Button>
    </article>
  );
}
