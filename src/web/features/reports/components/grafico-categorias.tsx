import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import { toCentavos } from "@/shared/money";
import type { ReceitaCategoria } from "@/shared/reports/schemas";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import { COR_CATEGORIA, COR_TEXTO_EIXO } from "../lib/cores";
import { formatarPercentual, participacao } from "../lib/formatar";
import { GraficoCard, TabelaOculta } from "./grafico-card";

interface Barra {
  categoria: string;
  /** Reais, for the bar's length only. */
  valor: number;
  receita: string;
  rotulo: string;
  unidades: number;
  percentual: string;
}

/** Revenue by product category, largest first, each bar labelled with its value. */
export function GraficoCategorias({ categorias }: { categorias: ReceitaCategoria[] }) {
  const total = categorias.reduce((soma, c) => soma + toCentavos(c.receita), 0);
  const barras: Barra[] = categorias
    .map((c) => ({ c, centavos: toCentavos(c.receita) }))
    .filter(({ centavos }) => centavos > 0)
    .sort((a, b) => b.centavos - a.centavos)
    .map(({ c, centavos }) => ({
      categoria: c.categoria,
      valor: centavos / 100,
      receita: c.receita,
      rotulo: formatarDinheiro(c.receita),
      unidades: c.unidades,
      percentual: formatarPercentual(participacao(centavos, total)),
    }));
  const principal = barras[0];

  return (
    <GraficoCard
      titulo="Receita por categoria"
      vazio={!principal}
      resumo={principal ? `${principal.categoria}: ${principal.percentual} do vendido` : undefined}
      nota="Valor dos itens vendidos, antes do desconto dado na venda."
      dados={
        <TabelaOculta
          legenda="Receita por categoria"
          colunas={["Categoria", "Receita", "Unidades", "Participação"]}
          linhas={barras.map((b) => [
            b.categoria,
            b.rotulo,
            `${formatarInteiro(b.unidades)} un.`,
            b.percentual,
          ])}
        />
      }
    >
      <ResponsiveContainer width="100%" height={Math.max(barras.length * 38, 76)}>
        <BarChart
          data={barras}
          layout="vertical"
          margin={{ top: 0, right: 96, bottom: 0, left: 0 }}
          accessibilityLayer={false}
          barCategoryGap={8}
        >
          <XAxis type="number" hide domain={[0, "dataMax"]} />
          <YAxis
            type="category"
            dataKey="categoria"
            width={96}
            tickLine={false}
            axisLine={false}
            tick={{ fill: COR_TEXTO_EIXO, fontSize: 12 }}
          />
          <Bar dataKey="valor" fill={COR_CATEGORIA} radius={[0, 4, 4, 0]} maxBarSize={24}>
            <LabelList
              dataKey="rotulo"
              position="right"
              offset={8}
              fill="var(--color-foreground)"
              fontSize={12}
            />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </GraficoCard>
  );
}
