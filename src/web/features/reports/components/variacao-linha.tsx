import { ArrowDownRightIcon, ArrowUpRightIcon, MinusIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { variacao } from "../lib/formatar";

/**
 * The growth line of a card (§2.6): normal colour at 0 or more, red when negative, and "—" with
 * "sem dados do período anterior" when there is nothing to compare with.
 */
export function VariacaoLinha({ valor, unidade = "%" }: { valor: number | null; unidade?: "%" | "p.p." }) {
  const v = variacao(valor, unidade);
  if (v.tom === "sem-dados") {
    return (
      <span data-tom={v.tom} className="block text-xs text-muted-foreground">
        {v.texto}
      </span>
    );
  }
  const Icone = v.tom === "queda" ? ArrowDownRightIcon : v.tom === "alta" ? ArrowUpRightIcon : MinusIcon;
  return (
    <span
      data-tom={v.tom}
      className={cn(
        "flex items-center gap-1 text-xs",
        v.tom === "queda" ? "font-medium text-destructive" : "text-muted-foreground",
      )}
    >
      <Icone className="size-3.5 shrink-0" aria-hidden />
      <span>
        <span className={cn("font-semibold tabular-nums", v.tom !== "queda" && "text-foreground")}>
          {v.valor}
        </span>{" "}
        vs. período anterior
      </span>
    </span>
  );
}
