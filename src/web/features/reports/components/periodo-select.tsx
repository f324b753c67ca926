import { CalendarRangeIcon } from "lucide-react";
import { PERIODOS_RELATORIO, type PeriodoRelatorio } from "@/shared/reports/schemas";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/web/components/ui/select";
import { ROTULO_PERIODO_CURTO } from "../lib/formatar";

/** 7 dias, 30 dias, 90 dias, 1 ano (§2.6, §9). */
export function PeriodoSelect({
  periodo,
  onChange,
}: {
  periodo: PeriodoRelatorio;
  onChange: (periodo: PeriodoRelatorio) => void;
}) {
  return (
    <Select value={periodo} onValueChange={(v) => onChange(v as PeriodoRelatorio)}>
      <SelectTrigger aria-label="Período" className="w-full sm:w-40">
        <span className="flex items-center gap-2">
          <CalendarRangeIcon className="size-4 text-muted-foreground" aria-hidden />
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        {PERIODOS_RELATORIO.map((p) => (
          <SelectItem key={p} value={p}>
            {ROTULO_PERIODO_CURTO[p]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
