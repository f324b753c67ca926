import { cn } from "@/web/lib/cn";
import { formatarCentavos } from "@/web/lib/format";

/** A counted-minus-expected difference in words: "Falta R$ 0,42", "Sobra R$ 5,00" or "Confere". */
export function textoDiferenca(centavos: number): string {
  if (centavos === 0) return "Confere";
  return `${centavos < 0 ? "Falta" : "Sobra"} ${formatarCentavos(Math.abs(centavos))}`;
}

export function Diferenca({ centavos, className }: { centavos: number; className?: string }) {
  return (
    <span
      className={cn(
        "font-medium tabular-nums whitespace-nowrap",
        centavos < 0 ? "text-destructive" : centavos > 0 ? "text-warning" : "text-success",
        className,
      )}
    >
      {textoDiferenca(centavos)}
    </span>
  );
}
