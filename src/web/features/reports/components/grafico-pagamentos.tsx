import { Pie, PieChart, ResponsiveContainer, Tooltip, type TooltipContentProps } from "recharts";
import { toCentavos } from "@/shared/money";
import { type FormaPagamento, ROTULO_FORMA_PAGAMENTO } from "@/shared/pos/formas-pagamento";
import type { ReceitaPagamento } from "@/shared/reports/schemas";
import { formatarDinheiro } from "@/web/lib/format";
import { vendasTexto } from "../lib/conteudo-relatorio";
import { COR_PAGAMENTO } from "../lib/cores";
import { formatarPercentual, participacao } from "../lib/formatar";
import { GraficoCard } from "./grafico-card";

interface Fatia {
  forma: FormaPagamento;
  rotulo: string;
  /** Reais, for the angles only. */
  valor: number;
  receita: string;
  vendas: number;
  percentual: string;
  fill: string;
}

function Dica({ active, payload }: TooltipContentProps) {
  const fatia = payload?.[0]?.payload as Fatia | undefined;
  if (!active || !fatia) return null;
  return (
    <div className="grid gap-0.5 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-lg">
      <p className="font-medium">{fatia.rotulo}</p>
      <p className="text-sm font-semibold tabular-nums">{formatarDinheiro(fatia.receita)}</p>
      <p className="text-muted-foreground">
        {vendasTexto(fatia.vendas)} · {fatia.percentual}
      </p>
    </div>
  );
}

/** The period's revenue split by payment method: a donut, and beside it the legend with every figure. */
export function GraficoPagamentos({ pagamentos }: { pagamentos: ReceitaPagamento[] }) {
  const total = pagamentos.reduce((soma, p) => soma + toCentavos(p.receita), 0);
  const fatias: Fatia[] = pagamentos
    .map((p) => ({ p, centavos: toCentavos(p.receita) }))
    .filter(({ centavos }) => centavos > 0)
    .sort((a, b) => b.centavos - a.centavos)
    .map(({ p, centavos }) => ({
      forma: p.forma_pagamento,
      rotulo: ROTULO_FORMA_PAGAMENTO[p.forma_pagamento],
      valor: centavos / 100,
      receita: p.receita,
      vendas: p.vendas,
      percentual: formatarPercentual(participacao(centavos, total)),
      fill: COR_PAGAMENTO[p.forma_pagamento],
    }));
  const principal = fatias[0];

  return (
    <GraficoCard
      titulo="Recebido por forma de pagamento"
      vazio={!principal}
      resumo={
        principal
          ? `${principal.rotulo} lidera, com ${principal.percentual} do recebido (taxa de serviço e couvert inclusos)`
          : undefined
      }
      dados={
        <ul aria-label="Recebido por forma de pagamento" className="grid gap-2">
          {fatias.map((f) => (
            <li key={f.forma} className="flex items-center gap-3 text-sm">
              <span className="size-3 shrink-0 rounded-sm" style={{ background: f.fill }} aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{f.rotulo}</span>
                <span className="block text-xs text-muted-foreground">{vendasTexto(f.vendas)}</span>
              </span>
              <span className="text-right tabular-nums">
                <span className="block font-medium">{formatarDinheiro(f.receita)}</span>
                <span className="block text-xs text-muted-foreground">{f.percentual}</span>
              </span>
            </li>
          ))}
        </ul>
      }
    >
      <ResponsiveContainer width="100%" height={200}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={fatias}
            dataKey="valor"
            nameKey="rotulo"
            startAngle={90}
            endAngle={-270}
            innerRadius="58%"
            outerRadius="95%"
            paddingAngle={fatias.length > 1 ? 2 : 0}
            stroke="var(--color-card)"
            strokeWidth={2}
          />
          <Tooltip content={Dica} />
        </PieChart>
      </ResponsiveContainer>
    </GraficoCard>
  );
}
