import type { Relatorio } from "@/shared/reports/schemas";
import { GraficoCategorias } from "./grafico-categorias";
import { GraficoPagamentos } from "./grafico-pagamentos";
import { GraficoReceitaDia } from "./grafico-receita-dia";

/**
 * The report's charts, in one module so that the page loads recharts lazily (React.lazy) after its
 * cards: the charting library is in this chunk and nowhere else.
 */
export default function Graficos({ relatorio }: { relatorio: Relatorio }) {
  return (
    <>
      <GraficoReceitaDia periodo={relatorio.periodo} dias={relatorio.receitaPorDia} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <GraficoPagamentos pagamentos={relatorio.receitaPorPagamento} />
        <GraficoCategorias categorias={relatorio.receitaPorCategoria} />
      </div>
    </>
  );
}
