import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import { toCentavos } from "@/shared/money";
import type { PeriodoRelatorio, ReceitaDia } from "@/shared/reports/schemas";
import { formatarDinheiro } from "@/web/lib/format";
import { vendasTexto } from "../lib/conteudo-relatorio";
import { COR_GRADE, COR_RECEITA, COR_TEXTO_EIXO } from "../lib/cores";
import {
  formatarDia,
  formatarDiaDaSemana,
  formatarDiaMes,
  formatarDinheiroCompacto,
  formatarMesAno,
  ticksDoPeriodo,
} from "../lib/formatar";
import { GraficoCard, TabelaOculta } from "./grafico-card";

interface Ponto {
  data: string;
  /** Reais, for the chart's scale only; every text uses the exact `receitaTexto`. */
  receita: number;
  receitaTexto: string;
  vendas: number;
}

function Dica({ active, payload }: TooltipContentProps) {
  const ponto = payload?.[0]?.payload as Ponto | undefined;
  if (!active || !ponto) return null;
  return (
    <div className="grid gap-0.5 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      <p className="font-medium">{formatarDiaDaSemana(ponto.data)}</p>
      <p className="text-sm font-semibold tabular-nums">{formatarDinheiro(ponto.receitaTexto)}</p>
      <p className="text-muted-foreground">{vendasTexto(ponto.vendas)}</p>
    </div>
  );
}

/** Revenue per day (every day of the period, zeros included), one bar a day. */
export function GraficoReceitaDia({ periodo, dias }: { periodo: PeriodoRelatorio; dias: ReceitaDia[] }) {
  const pontos: Ponto[] = dias.map((d) => ({
    data: d.data,
    receita: toCentavos(d.receita) / 100,
    receitaTexto: d.receita,
    vendas: d.vendas,
  }));
  const comVendas = pontos.filter((p) => p.vendas > 0 || p.receita > 0);
  const melhor = comVendas.reduce<Ponto | undefined>(
    (m, p) => (!m || p.receita > m.receita ? p : m),
    undefined,
  );
  const ano = periodo === "1ano";

  return (
    <GraficoCard
      titulo="Receita por dia"
      vazio={!melhor}
      alturaVazio="h-64"
      resumo={
        melhor
          ? `Vendas em ${comVendas.length} de ${pontos.length} dias · melhor dia: ${formatarDia(melhor.data)}, ${formatarDinheiro(melhor.receitaTexto)}`
          : undefined
      }
      dados={
        <TabelaOculta
          legenda="Receita por dia, dias com vendas"
          colunas={["Dia", "Receita", "Vendas"]}
          linhas={comVendas.map((p) => [
            formatarDia(p.data),
            formatarDinheiro(p.receitaTexto),
            vendasTexto(p.vendas),
          ])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={256}>
        <BarChart data={pontos} margin={{ top: 8, right: 4, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={COR_GRADE} strokeDasharray="3 3" />
          <XAxis
            dataKey="data"
            ticks={ticksDoPeriodo(
              periodo,
              dias.map((d) => d.data),
            )}
            tickFormatter={ano ? formatarMesAno : formatarDiaMes}
            interval={ano ? 0 : "preserveStartEnd"}
            minTickGap={ano ? 4 : 12}
            tickLine={false}
            axisLine={{ stroke: COR_GRADE }}
            tick={{ fill: COR_TEXTO_EIXO, fontSize: 12 }}
          />
          <YAxis
            tickFormatter={formatarDinheiroCompacto}
            width={76}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tick={{ fill: COR_TEXTO_EIXO, fontSize: 12 }}
          />
          <Tooltip cursor={{ fill: "var(--color-accent)", fillOpacity: 0.6 }} content={Dica} />
          <Bar
            dataKey="receita"
            fill={COR_RECEITA}
            radius={[3, 3, 0, 0]}
            maxBarSize={44}
            minPointSize={(valor) => (valor ? 2 : 0)}
          />
        </BarChart>
      </ResponsiveContainer>
    </GraficoCard>
  );
}
