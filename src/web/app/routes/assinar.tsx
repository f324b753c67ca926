import { ArrowLeftIcon, SearchXIcon } from "lucide-react";
import { Link, useParams } from "react-router";
import { obterPlano } from "@/shared/billing/planos";
import type { PagamentoIniciado } from "@/shared/billing/schemas";
import { Button } from "@/web/components/ui/button";
import { useCriarCompra } from "@/web/features/billing/api/criar-compra";
import { CompraForm } from "@/web/features/billing/components/compra-form";
import { CompraResumo } from "@/web/features/billing/components/compra-resumo";
import { PlanosHeader } from "@/web/features/billing/components/planos-header";
import { MENSAGEM_SEM_LINK, urlPagamentoSegura } from "@/web/features/billing/lib/checkout";
import { criarCheckoutContext, salvarCheckoutContext } from "@/web/features/billing/lib/checkout-context";
import { formatarCentavos } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";

/** /assinar/:planoId — pay first: the buyer's data, then the provider's payment page. */
export function Component() {
  const { planoId } = useParams();
  const plano = obterPlano(planoId);
  const compra = useCriarCompra();

  function irParaPagamento(iniciado: PagamentoIniciado) {
    const url = urlPagamentoSegura(iniciado.url_pagamento);
    if (!url || !plano) {
      compra.reset();
      toast.error("Erro", { description: MENSAGEM_SEM_LINK });
      return;
    }
    salvarCheckoutContext(criarCheckoutContext(plano, "assinar"));
    window.location.assign(url);
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <PlanosHeader
        inicio={
          <Button asChild variant="ghost" size="sm" className="px-2 sm:px-3">
            <Link to="/planos" aria-label="Voltar aos planos">
              <ArrowLeftIcon aria-hidden />
              <span className="hidden sm:inline">Planos</span>
            </Link>
          </Button>
        }
      >
        <Button asChild variant="outline" size="sm">
          <Link to="/login">Já tenho conta</Link>
        </Button>
      </PlanosHeader>
      <main className="relative flex-1 overflow-x-clip">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-32 left-1/2 -z-10 h-96 w-[56rem] -translate-x-1/2 rounded-full bg-primary/10 blur-3xl"
        />
        {plano ? (
          <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
            <div className="max-w-2xl">
              <p className="text-sm font-semibold tracking-wider text-primary uppercase">Assinatura</p>
              <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
                Assinar o Plano {plano.nome}
              </h1>
              <p className="mt-3 text-pretty text-muted-foreground">
                {formatarCentavos(plano.valorTotalCentavos)}
                {plano.duracaoMeses === 1 ? " por mês" : ` por ${plano.duracaoMeses} meses`}. Informe os dados
                do seu estabelecimento: depois do pagamento, sua conta é criada com eles.
              </p>
            </div>
            <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
              <div className="rounded-xl border bg-card p-5 sm:p-6">
                <CompraForm plano={plano} compra={compra} onIniciada={irParaPagamento} />
              </div>
              <CompraResumo plano={plano} />
            </div>
          </div>
        ) : (
          <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
            <SearchXIcon className="size-10 text-muted-foreground" aria-hidden />
            <h1 className="text-2xl font-bold">Plano não encontrado</h1>
            <p className="text-muted-foreground">{MENSAGEM_SEM_LINK}</p>
            <Button asChild>
              <Link to="/planos">Ver Planos Disponíveis</Link>
            </Button>
          </div>
        )}
      </main>
    </div>
  );
}
