import {
  ArrowDownLeftIcon,
  ArrowLeftRightIcon,
  ArrowUpRightIcon,
  HandCoinsIcon,
  WalletIcon,
} from "lucide-react";
import { StatCard } from "@/web/components/ui/stat-card";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import { useResumoMovimentacoes } from "../api/obter-resumo-movimentacoes";

/** Total, Entradas, Saídas, Investido, Receita (§2.5), summed by the server. */
export function MovimentacoesResumoCards() {
  const { data } = useResumoMovimentacoes();
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-5">
      <StatCard
        label="Total"
        icon={ArrowLeftRightIcon}
        value={data && formatarInteiro(data.total)}
        hint="movimentações"
      />
      <StatCard
        label="Entradas"
        icon={ArrowDownLeftIcon}
        tone="success"
        value={data && formatarInteiro(data.entradas)}
        hint="compras, devoluções..."
      />
      <StatCard
        label="Saídas"
        icon={ArrowUpRightIcon}
        tone="destructive"
        value={data && formatarInteiro(data.saidas)}
        hint="vendas, quebras..."
      />
      <StatCard
        label="Investido"
        icon={WalletIcon}
        tone="info"
        value={data && (data.investido === null ? "—" : formatarDinheiro(data.investido))}
        hint="custo das entradas"
      />
      <StatCard
        label="Receita"
        icon={HandCoinsIcon}
        value={data && formatarDinheiro(data.receita)}
        hint="vendas registradas como saída"
        className="col-span-2 sm:col-span-2 xl:col-span-1"
      />
    </div>
  );
}
