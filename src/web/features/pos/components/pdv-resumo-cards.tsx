import { BanknoteIcon, ReceiptIcon, ShoppingBagIcon, TrendingUpIcon } from "lucide-react";
import type { ResumoPdv } from "@/shared/pos/schemas";
import { StatCard } from "@/web/components/ui/stat-card";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";

/** The line under each number: on a phone the four cards stay short, so the products show sooner. */
const Dica = ({ children }: { children: string }) => <span className="hidden sm:inline">{children}</span>;

/**
 * The four PDV cards (§2.1), as the server computes them (decision 031: a closed tab counts as a sale;
 * "hoje" is São Paulo's calendar day). Nothing is summed in the browser.
 */
export function PdvResumoCards({ resumo }: { resumo: ResumoPdv | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Vendas Hoje"
        icon={ShoppingBagIcon}
        value={resumo && formatarInteiro(resumo.vendas_hoje)}
        hint={<Dica>vendas e comandas fechadas</Dica>}
      />
      <StatCard
        label="Faturamento Hoje"
        icon={TrendingUpIcon}
        tone="success"
        value={resumo && formatarDinheiro(resumo.receita_hoje)}
        hint={<Dica>desde a meia-noite</Dica>}
      />
      <StatCard
        label="Total de Vendas"
        icon={ReceiptIcon}
        tone="info"
        value={resumo && formatarInteiro(resumo.total_vendas)}
        hint={<Dica>desde o início</Dica>}
      />
      <StatCard
        label="Faturamento Total"
        icon={BanknoteIcon}
        tone="warning"
        value={resumo && formatarDinheiro(resumo.receita_total)}
        hint={<Dica>desde o início</Dica>}
      />
    </div>
  );
}
