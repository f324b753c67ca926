import { ArrowLeftRightIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { PageHeader } from "@/web/components/layout/page-header";
import { Button } from "@/web/components/ui/button";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { useProdutos } from "@/web/features/catalog/api/listar-produtos";
import { MovimentacoesHistorico } from "@/web/features/stock/components/movimentacoes-historico";
import { MovimentacoesResumoCards } from "@/web/features/stock/components/movimentacoes-resumo-cards";
import { NovaMovimentacaoDialog } from "@/web/features/stock/components/nova-movimentacao-dialog";

/**
 * /app/fluxo (spec §2.5). Composes two features: the movement form picks from the catalogue's products,
 * and a registered movement brings back, with its answer, the catalogue's changes since its version, the
 * cards and the history (decision 170).
 */
export function Component() {
  const [aberto, setAberto] = useState(false);
  const session = useSessao();
  // Loaded with the page, so the product picker is ready when the dialog opens.
  const produtos = useProdutos();
  const responsavel = session.data?.pessoa.nome ?? "";

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="Fluxo de Produtos"
        subtitle="Entradas e saídas de mercadoria do estoque"
        icon={ArrowLeftRightIcon}
        actions={
          <Button onClick={() => setAberto(true)} className="flex-1 sm:flex-none">
            <PlusIcon aria-hidden /> Nova Movimentação
          </Button>
        }
      />
      <MovimentacoesResumoCards />
      <MovimentacoesHistorico />
      <NovaMovimentacaoDialog
        open={aberto}
        onOpenChange={setAberto}
        produtos={produtos.data ?? []}
        carregandoProdutos={produtos.isPending}
        responsavel={responsavel}
      />
    </div>
  );
}
