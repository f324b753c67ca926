import { BanknoteIcon, PackageIcon, PercentIcon, ReceiptTextIcon } from "lucide-react";
import type { ResumoRelatorio } from "@/shared/reports/schemas";
import { StatCard } from "@/web/components/ui/stat-card";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import { vendasTexto } from "../lib/conteudo-relatorio";
import { formatarPercentual } from "../lib/formatar";
import { VariacaoLinha } from "./variacao-linha";

function Rotulo({ titulo, explicacao }: { titulo: string; explicacao: string }) {
  return (
    <>
      {titulo}
      <span className="block text-[0.7rem] font-normal opacity-80">{explicacao}</span>
    </>
  );
}

/**
 * Receita Total, Produtos Vendidos, Ticket Médio, Margem de Lucro (§2.6), each with its growth against
 * the previous period. The service charge and the couvert are not revenue (decisions 150–151): their
 * amounts are under Receita Total, outside it, the ticket and the margin. The ticket is the spec's
 * (revenue ÷ units); what a bar usually calls ticket médio, revenue per sale, is the line under it,
 * named as such (decision 061).
 */
export function ResumoCards({ resumo }: { resumo: ResumoRelatorio }) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label={
          <Rotulo titulo="Receita Total" explicacao="descontos abatidos; sem taxa de serviço e couvert" />
        }
        icon={BanknoteIcon}
        tone="success"
        value={formatarDinheiro(resumo.receitaTotal)}
        hint={
          <>
            <VariacaoLinha valor={resumo.crescimentoReceita} />
            <span className="mt-1 block">{vendasTexto(resumo.numeroVendas)}</span>
            {resumo.taxaServico !== "0.00" ? (
              <span className="mt-1 block">
                Taxa de serviço arrecadada:{" "}
                <span className="font-medium text-foreground tabular-nums">
                  {formatarDinheiro(resumo.taxaServico)}
                </span>
              </span>
            ) : null}
            {resumo.couvert !== "0.00" ? (
              <span className="block">
                Couvert arrecadado:{" "}
                <span className="font-medium text-foreground tabular-nums">
                  {formatarDinheiro(resumo.couvert)}
                </span>
              </span>
            ) : null}
          </>
        }
      />
      <StatCard
        label={<Rotulo titulo="Produtos Vendidos" explicacao="unidades" />}
        icon={PackageIcon}
        tone="info"
        value={formatarInteiro(resumo.produtosVendidos)}
        hint={<VariacaoLinha valor={resumo.crescimentoProdutos} />}
      />
      <StatCard
        label={<Rotulo titulo="Ticket Médio" explicacao="receita ÷ produtos vendidos" />}
        icon={ReceiptTextIcon}
        value={formatarDinheiro(resumo.ticketMedio)}
        hint={
          <>
            <VariacaoLinha valor={resumo.crescimentoTicket} />
            <span className="mt-1 block">
              Receita por venda:{" "}
              <span className="font-medium text-foreground tabular-nums">
                {formatarDinheiro(resumo.receitaPorVenda)}
              </span>
            </span>
          </>
        }
      />
      <StatCard
        label={<Rotulo titulo="Margem de Lucro" explicacao="sobre o preço de compra" />}
        icon={PercentIcon}
        tone="warning"
        value={formatarPercentual(resumo.margemLucro)}
        hint={
          <>
            <VariacaoLinha valor={resumo.crescimentoMargem} unidade="p.p." />
            {resumo.margemLucro === null ? <span className="mt-1 block">sem vendas no período</span> : null}
          </>
        }
      />
    </div>
  );
}
