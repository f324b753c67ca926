import type { LucideIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";

/** The button of "Últimas vendas" and "Comandas fechadas" (reimpressao.tsx): an icon, and the label from sm. */
export function BotaoReimpressao({
  titulo,
  icone: Icone,
  onClick,
  onIntencao,
}: {
  titulo: string;
  icone: LucideIcon;
  onClick: () => void;
  /** The person points at or focuses it: the dialog can start downloading. */
  onIntencao?: () => void;
}) {
  return (
    <Button
      variant="outline"
      onClick={onClick}
      onPointerEnter={onIntencao}
      onFocus={onIntencao}
      className="px-3 sm:px-4"
    >
      <Icone aria-hidden />
      <span className="sr-only sm:not-sr-only">{titulo}</span>
    </Button>
  );
}
