import { ChevronRightIcon, ReceiptTextIcon, StoreIcon } from "lucide-react";
import type { Comanda, Mesa } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatarDinheiro } from "@/web/lib/format";
import { MesaStatusBadge } from "./mesa-status";

/** Where an open tab is: its table, or the counter with the customer's name. */
export function ondeEstaComanda(comanda: Pick<Comanda, "mesa" | "cliente_nome">): string {
  if (comanda.mesa) return `Mesa ${comanda.mesa.numero_mesa}`;
  return comanda.cliente_nome ? `Balcão · ${comanda.cliente_nome}` : "Balcão";
}

/**
 * The waiter's start: the open tabs and the tables as large touch targets. A tab or an occupied table
 * opens its tab; a free table or "Comanda no balcão" asks to open one.
 */
export function AtendimentoLista({
  mesas,
  comandas,
  onAbrirComanda,
  onNovaComanda,
}: {
  mesas: readonly Mesa[];
  comandas: readonly Comanda[];
  onAbrirComanda: (id: string) => void;
  /** A free table, or null for a tab at the counter. */
  onNovaComanda: (mesa: Mesa | null) => void;
}) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="titulo-comandas" className="grid gap-3">
        <h2 id="titulo-comandas" className="text-base font-semibold">
          Comandas abertas <span className="text-muted-foreground">({comandas.length})</span>
        </h2>
        {comandas.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed px-4 py-6 text-sm text-muted-foreground">
            <ReceiptTextIcon className="size-5 opacity-60" aria-hidden />
            Nenhuma comanda ativa
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {comandas.map((comanda) => {
              const unidades = comanda.itens.reduce((soma, i) => soma + i.quantidade, 0);
              return (
                <li key={comanda.id}>
                  <button
                    type="button"
                    onClick={() => onAbrirComanda(comanda.id)}
                    aria-label={`Comanda ${comanda.numero_comanda}, ${ondeEstaComanda(comanda)}`}
                    className="flex min-h-16 w-full items-center gap-3 rounded-xl border bg-card px-4 py-3 text-left transition-colors hover:bg-accent/60 active:bg-accent"
                  >
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="truncate text-base font-semibold">{ondeEstaComanda(comanda)}</span>
                      <span className="truncate text-sm text-muted-foreground">
                        <span className="font-mono">{comanda.numero_comanda}</span> · {unidades}{" "}
                        {unidades === 1 ? "item" : "itens"}
                        {comanda.mesa && comanda.cliente_nome ? ` · ${comanda.cliente_nome}` : ""}
                      </span>
                    </span>
                    <span className="shrink-0 text-base font-semibold tabular-nums">
                      {formatarDinheiro(comanda.total_a_pagar)}
                    </span>
                    <ChevronRightIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="h-14 w-full text-base sm:w-auto sm:justify-self-start"
          onClick={() => onNovaComanda(null)}
        >
          <StoreIcon aria-hidden />
          Comanda no balcão
        </Button>
      </section>

      <section aria-labelledby="titulo-mesas" className="grid gap-3">
        <h2 id="titulo-mesas" className="text-base font-semibold">
          Mesas
        </h2>
        {mesas.length === 0 ? (
          <p className="rounded-xl border border-dashed px-4 py-6 text-sm text-muted-foreground">
            Nenhuma mesa cadastrada. As mesas são cadastradas em Vendas, na aba Mesas.
          </p>
        ) : (
          <ul className="grid grid-cols-2 gap-2 min-[420px]:grid-cols-3 md:grid-cols-4 xl:grid-cols-6">
            {mesas.map((mesa) => {
              const comanda = mesa.comanda_aberta;
              const livre = mesa.status === "livre";
              const podeTocar = livre || comanda !== null;
              return (
                <li key={mesa.id}>
                  <button
                    type="button"
                    disabled={!podeTocar}
                    onClick={() => (comanda ? onAbrirComanda(comanda.id) : onNovaComanda(mesa))}
                    aria-label={`Mesa ${mesa.numero_mesa}, ${livre ? "Livre" : "Ocupada"}`}
                    className={cn(
                      "flex min-h-20 w-full flex-col items-start justify-between gap-1 rounded-xl border border-t-4 bg-card p-3 text-left transition-colors hover:bg-accent/60 active:bg-accent disabled:opacity-50",
                      livre ? "border-t-success" : "border-t-destructive",
                    )}
                  >
                    <span className="text-lg leading-tight font-bold">Mesa {mesa.numero_mesa}</span>
                    {mesa.nome_mesa ? (
                      <span className="w-full truncate text-xs text-muted-foreground">{mesa.nome_mesa}</span>
                    ) : null}
                    <MesaStatusBadge status={mesa.status} />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
