import { AlertOctagonIcon, BanknoteIcon, PackageIcon, TrendingDownIcon } from "lucide-react";
import { StatCard } from "@/web/components/ui/stat-card";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import { useResumoEstoque } from "../api/obter-resumo-estoque";

/**
 * Total de Produtos, Estoque Crítico, Estoque Baixo, Valor Total (§2.4). The stock value is shown at cost
 * — what the money tied up in the stock room is — with the sale-price value under it (decision 010). A
 * role that does not see costs (or an answer without them) gets the value at sale price alone.
 */
export function EstoqueResumoCards({ verCusto }: { verCusto: boolean }) {
  const { data } = useResumoEstoque();
  const custo = verCusto ? (data?.valor_total_custo ?? null) : null;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total de Produtos"
        icon={PackageIcon}
        value={data && formatarInteiro(data.total_produtos)}
        hint="produtos ativos"
      />
      <StatCard
        label="Estoque Crítico"
        icon={AlertOctagonIcon}
        tone="destructive"
        value={data && formatarInteiro(data.estoque_critico)}
        hint="abaixo de 50% do mínimo"
      />
      <StatCard
        label="Estoque Baixo"
        icon={TrendingDownIcon}
        tone="warning"
        value={data && formatarInteiro(data.estoque_baixo)}
        hint="abaixo do mínimo"
      />
      {data && custo === null ? (
        <StatCard
          label={
            <>
              Valor Total
              <span className="block text-[0.7rem] font-normal opacity-80">a preço de venda</span>
            </>
          }
          icon={BanknoteIcon}
          tone="success"
          value={formatarDinheiro(data.valor_total_venda)}
          hint="o que o estoque vende"
        />
      ) : (
        <StatCard
          label={
            <>
              Valor Total
              <span className="block text-[0.7rem] font-normal opacity-80">a preço de custo</span>
            </>
          }
          icon={BanknoteIcon}
          tone="success"
          value={custo === null ? undefined : formatarDinheiro(custo)}
          hint={data ? `${formatarDinheiro(data.valor_total_venda)} a preço de venda` : undefined}
        />
      )}
    </div>
  );
}
