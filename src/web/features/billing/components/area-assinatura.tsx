import { Loader2Icon, RotateCcwIcon } from "lucide-react";
import { useState } from "react";
import { obterPlano } from "@/shared/billing/planos";
import type { PagamentoIniciado } from "@/shared/billing/schemas";
import { Button } from "@/web/components/ui/button";
import { formatarData } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";
import { useCancelarAssinatura } from "../api/cancelar-assinatura";
import { usePagamentos } from "../api/listar-pagamentos";
import { useAssinatura } from "../api/obter-assinatura";
import { usePagarPlano } from "../api/pagar-plano";
import { acaoPagamento, podeCancelar } from "../lib/assinatura";
import { MENSAGEM_SEM_LINK, urlPagamentoSegura } from "../lib/checkout";
import { criarUpgradeContext, salvarUpgradeContext } from "../lib/checkout-context";
import { AssinaturaCard } from "./assinatura-card";
import { CancelarAssinaturaDialog } from "./cancelar-assinatura-dialog";
import { PagamentosHistorico } from "./pagamentos-historico";
import { PlanosPainel } from "./planos-painel";

function Secao({ id, titulo, children }: { id: string; titulo: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="text-base font-semibold">
        {titulo}
      </h2>
      {children}
    </section>
  );
}

/**
 * The settings' billing area (spec §2 settings): the current subscription with "Atualizar Status",
 * the trial's days left and "Cancele quando quiser"; the plans panel; the latest 5 payments. Paying
 * starts a purchase on the server and sends the browser to the provider's page.
 */
export function AreaAssinatura() {
  const assinatura = useAssinatura();
  const pagamentos = usePagamentos();
  const pagar = usePagarPlano();
  const cancelar = useCancelarAssinatura();
  const [escolhendo, setEscolhendo] = useState<string | null>(null);

  function irParaPagamento(planoId: string, iniciado: PagamentoIniciado) {
    const url = urlPagamentoSegura(iniciado.url_pagamento);
    const plano = obterPlano(planoId);
    if (!url || !plano) {
      setEscolhendo(null);
      toast.error("Erro", { description: MENSAGEM_SEM_LINK });
      return;
    }
    salvarUpgradeContext(criarUpgradeContext(plano, iniciado.compra_id));
    window.location.assign(url);
  }

  function pagarPlano(planoId: string) {
    setEscolhendo(planoId);
    pagar.mutate(
      { planoId },
      {
        onSuccess: (iniciado) => irParaPagamento(planoId, iniciado),
        onError: (error) => {
          setEscolhendo(null);
          toast.error("Erro", { description: error.message });
        },
      },
    );
  }

  function atualizar() {
    void assinatura.refetch();
    void pagamentos.refetch();
  }

  if (assinatura.isPending) {
    return (
      <div className="flex items-center gap-2 rounded-xl border bg-card p-6 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden /> Carregando assinatura...
      </div>
    );
  }
  if (assinatura.isError) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border border-destructive/40 bg-card p-6 text-sm">
        <p>Não foi possível carregar sua assinatura. {assinatura.error.message}</p>
        <Button variant="outline" size="sm" onClick={atualizar}>
          <RotateCcwIcon aria-hidden /> Tentar novamente
        </Button>
      </div>
    );
  }

  const detalhe = assinatura.data;
  const acao = acaoPagamento(detalhe);
  const virtual = detalhe.acesso.subscription?.virtual ?? false;

  return (
    <div className="grid gap-8">
      <AssinaturaCard
        detalhe={detalhe}
        atualizando={assinatura.isFetching || pagamentos.isFetching}
        onAtualizar={atualizar}
        acao={acao}
        pagando={escolhendo !== null}
        onPagar={() => acao.tipo === "pagar" && pagarPlano(acao.planoId)}
        cancelar={
          podeCancelar(detalhe) && detalhe.acesso.subscription ? (
            <CancelarAssinaturaDialog
              acessoAte={detalhe.acesso.subscription.data_vencimento}
              cancelando={cancelar.isPending}
              onConfirmar={(fechar) =>
                cancelar.mutate(undefined, {
                  onSuccess: (novo) => {
                    fechar();
                    const ate = novo.cancelamento?.acesso_ate;
                    toast.success("Assinatura cancelada", {
                      description: ate ? `Você continua com acesso até ${formatarData(ate)}.` : undefined,
                    });
                  },
                  onError: (error) => toast.error("Erro", { description: error.message }),
                })
              }
            />
          ) : undefined
        }
      />

      {virtual ? null : (
        <Secao id="planos-disponiveis" titulo="Planos">
          <PlanosPainel
            valorMensal={detalhe.acesso.subscription?.valor_mensal ?? null}
            escolhendo={escolhendo}
            onEscolher={pagarPlano}
          />
        </Secao>
      )}

      <Secao id="historico-pagamentos" titulo="Histórico de pagamentos">
        {pagamentos.isPending ? (
          <p className="text-sm text-muted-foreground">Carregando pagamentos...</p>
        ) : pagamentos.isError ? (
          <p className="text-sm text-destructive">{pagamentos.error.message}</p>
        ) : (
          <PagamentosHistorico pagamentos={pagamentos.data} />
        )}
      </Secao>
    </div>
  );
}
