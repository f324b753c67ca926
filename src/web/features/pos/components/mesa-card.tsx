import { EllipsisVerticalIcon, PencilIcon, ReceiptTextIcon, Trash2Icon, UsersIcon } from "lucide-react";
import type { Comanda, Mesa } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { cn } from "@/web/lib/cn";
import { formatarDinheiro } from "@/web/lib/format";
import { CORES_STATUS_MESA, MesaStatusBadge } from "./mesa-status";

/**
 * A table card (§2.1): number, name, capacity, status colour and a menu (Editar, Excluir) for whoever
 * manages the tables (both handlers given). A free table
 * offers "Abrir Comanda"; an occupied one shows its open tab and "Ver Detalhes".
 */
export function MesaCard({
  mesa,
  comanda,
  onAbrirComanda,
  onVerComanda,
  onEditar,
  onExcluir,
}: {
  mesa: Mesa;
  /** The open tab on it, when the list of tabs has it. */
  comanda: Comanda | undefined;
  onAbrirComanda: (mesa: Mesa) => void;
  onVerComanda: (comandaId: string) => void;
  onEditar?: (mesa: Mesa) => void;
  onExcluir?: (mesa: Mesa) => void;
}) {
  const titulo = `Mesa ${mesa.numero_mesa}`;
  const aberta = mesa.comanda_aberta;
  const itens = comanda?.itens.reduce((soma, i) => soma + i.quantidade, 0) ?? 0;
  return (
    <article
      aria-label={titulo}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-xl border border-t-4 bg-card p-3 sm:p-4 sm:pt-3",
        CORES_STATUS_MESA[mesa.status].borda,
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-bold tracking-tight sm:text-xl">{titulo}</h3>
          {mesa.nome_mesa ? <p className="truncate text-sm text-muted-foreground">{mesa.nome_mesa}</p> : null}
        </div>
        {onEditar && onExcluir ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                variant="ghost"
                size="icon"
                className="-mt-1 -mr-2 shrink-0"
                aria-label={`Ações da ${titulo}`}
              >
                <EllipsisVerticalIcon aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => onEditar(mesa)}>
                <PencilIcon aria-hidden /> Editar
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => onExcluir(mesa)}>
                <Trash2Icon aria-hidden /> Excluir
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </header>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <MesaStatusBadge status={mesa.status} />
        <span className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <UsersIcon className="size-4" aria-hidden />
          {mesa.capacidade_pessoas} {mesa.capacidade_pessoas === 1 ? "pessoa" : "pessoas"}
        </span>
      </div>
      <div className="mt-auto">
        {mesa.status === "livre" ? (
          <Button className="h-11 w-full" onClick={() => onAbrirComanda(mesa)}>
            <ReceiptTextIcon aria-hidden className="hidden sm:block" /> Abrir Comanda
          </Button>
        ) : aberta ? (
          <div className="grid gap-2">
            <div className="grid gap-0.5 rounded-lg bg-muted/50 px-3 py-2">
              <span className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs text-muted-foreground">
                <span className="font-mono font-semibold text-foreground">{aberta.numero_comanda}</span>
                {comanda ? `${itens} ${itens === 1 ? "item" : "itens"}` : null}
              </span>
              <span className="text-lg font-bold tabular-nums">
                {comanda ? formatarDinheiro(comanda.total_a_pagar) : "…"}
              </span>
            </div>
            <Button variant="secondary" className="h-11 w-full" onClick={() => onVerComanda(aberta.id)}>
              Ver Detalhes
            </Button>
          </div>
        ) : null}
      </div>
    </article>
  );
}
