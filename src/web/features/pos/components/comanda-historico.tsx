import type { EventoComanda } from "@/shared/pos/correcoes";
import { cn } from "@/web/lib/cn";
import { formatarDataHora, formatarDinheiro } from "@/web/lib/format";
import { descreverEvento } from "../lib/historico";

const COR = { normal: "", perda: "text-destructive", movimento: "text-muted-foreground" } as const;

/**
 * "Histórico" of "Detalhes da Comanda": every addition, removal (with its reason), move of items (naming
 * the other tab), change of table, merge, close and cancel — newest first: the change a person is
 * checking is usually the last one.
 */
export function ComandaHistorico({ eventos }: { eventos: readonly EventoComanda[] }) {
  if (eventos.length === 0) return null;
  return (
    <section aria-label="Histórico da comanda" className="grid gap-2">
      <h3 className="text-sm font-medium">Histórico</h3>
      <ol className="grid max-h-44 gap-1.5 overflow-y-auto rounded-lg border p-3 text-xs">
        {[...eventos].reverse().map((e) => {
          const { texto, tom } = descreverEvento(e);
          return (
            <li key={e.id} className="grid gap-0.5">
              <p className="flex flex-wrap items-baseline justify-between gap-x-2">
                <span className={cn("font-medium", COR[tom])}>
                  {texto}
                  {e.preco_unitario ? ` (${formatarDinheiro(e.preco_unitario)} cada)` : ""}
                </span>
                <span className="text-muted-foreground tabular-nums">
                  {formatarDataHora(e.data)} · {e.responsavel}
                </span>
              </p>
              {e.motivo ? <p className="text-muted-foreground">Motivo: {e.motivo}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
