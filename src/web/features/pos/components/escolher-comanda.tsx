import { useId } from "react";
import type { Comanda } from "@/shared/pos/schemas";
import { formatarDinheiro } from "@/web/lib/format";
import { ondeEstaComanda } from "./atendimento-lista";
import { OpcaoRadio } from "./opcao-radio";

/**
 * Which other open tab: each with where it is, its number, how many items and its total — enough to
 * tell two tables' tabs apart before moving anything between them.
 */
export function EscolherComanda({
  legenda,
  comandas,
  value,
  onChange,
  disabled,
}: {
  legenda: string;
  /** The open tabs to choose from (the tab on screen already left out). */
  comandas: readonly Comanda[];
  value: string | null;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legenda}</legend>
      {comandas.length === 0 ? (
        <p className="rounded-lg border border-dashed px-3 py-4 text-sm text-muted-foreground">
          Nenhuma outra comanda aberta.
        </p>
      ) : (
        <div className="grid max-h-52 gap-2 overflow-y-auto p-0.5">
          {comandas.map((c) => {
            const unidades = c.itens.reduce((soma, i) => soma + i.quantidade, 0);
            const onde = ondeEstaComanda(c);
            return (
              <OpcaoRadio
                key={c.id}
                name={name}
                value={c.id}
                checked={value === c.id}
                onChange={onChange}
                disabled={disabled}
                rotulo={`${onde}, ${c.numero_comanda}`}
              >
                <span className="grid min-w-0 flex-1">
                  <span className="truncate font-semibold">{onde}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    <span className="font-mono">{c.numero_comanda}</span> · {unidades}{" "}
                    {unidades === 1 ? "item" : "itens"}
                  </span>
                </span>
                <span className="shrink-0 self-center text-sm font-semibold tabular-nums">
                  {formatarDinheiro(c.total)}
                </span>
              </OpcaoRadio>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
