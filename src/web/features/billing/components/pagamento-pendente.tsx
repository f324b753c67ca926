import { ClockIcon, CreditCardIcon, HouseIcon, InfoIcon, RefreshCwIcon, RotateCcwIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { ROTULO_FORMA_COBRANCA } from "@/shared/billing/schemas";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { formatarDinheiro } from "@/web/lib/format";
import { useCompra } from "../api/obter-compra";
import { urlPagamentoSegura } from "../lib/checkout";
import { limparContextosDeCompra } from "../lib/checkout-context";
import {
  mensagemConsultaCompra,
  redirecionamentoDaCompra,
  rotuloMetodo,
  rotuloStatus,
  type TipoMetodo,
  tipoMetodo,
} from "../lib/pagamento";
import { BoletoPrazo } from "./boleto-prazo";
import { PagamentoResultadoLayout } from "./pagamento-resultado-layout";
import { DetalhesLista, IconesLista, ResultadoPanel } from "./resultado-panel";

const TEXTOS: Record<TipoMetodo, { titulo: string; descricao: string; passos: string[] }> = {
  boleto: {
    titulo: "Boleto gerado",
    descricao: "Seu boleto bancário foi gerado e está aguardando pagamento.",
    passos: [
      "O boleto vence em 3 dias úteis.",
      "Depois do pagamento, a compensação leva até 2 dias úteis.",
      "Assim que o pagamento for compensado, sua conta é ativada automaticamente e você recebe um e-mail.",
    ],
  },
  pix: {
    titulo: "Aguardando confirmação do PIX",
    descricao: "Recebemos o seu pedido e estamos aguardando a confirmação do PIX.",
    passos: [
      "O PIX normalmente é confirmado na hora.",
      "Se não houver confirmação em 10 minutos, verifique no aplicativo do seu banco se o pagamento foi concluído.",
      "Assim que o pagamento for confirmado, sua conta é ativada automaticamente e você recebe um e-mail.",
    ],
  },
  outro: {
    titulo: "Pagamento em processamento",
    descricao: "Seu pagamento está sendo processado.",
    passos: [
      "Assim que o pagamento for confirmado, sua conta é ativada automaticamente.",
      "Você receberá um e-mail com o link para acessar o sistema.",
      "Esta página se atualiza sozinha; use “Verificar Status” para consultar agora.",
    ],
  },
};

export interface PagamentoPendenteProps {
  paymentId: string | null;
  method: string | null;
  status: string | null;
}

/**
 * /pagamento/pendente: wording by method (spec §2), the boleto countdown, and the purchase of payment_id
 * asked again until the provider settles it; then the page gives way to success or error.
 */
export function PagamentoPendente({ paymentId, method, status }: PagamentoPendenteProps) {
  const navigate = useNavigate();
  const consulta = useCompra(paymentId, { acompanhar: true });
  const compra = consulta.data;
  // The method the buyer chose at the provider, when it told us; else the return address's.
  const forma = compra?.pagamento?.metodo_pagamento;
  const tipo = tipoMetodo(forma && forma !== "UNDEFINED" ? forma : method);
  const textos = TEXTOS[tipo];
  const pagarEm = urlPagamentoSegura(compra?.url_pagamento);

  const redirecionar = compra ? redirecionamentoDaCompra("pendente", compra) : null;
  useEffect(() => {
    if (redirecionar) navigate(redirecionar, { replace: true });
  }, [redirecionar, navigate]);

  function novoPagamento() {
    limparContextosDeCompra();
    navigate("/planos");
  }

  return (
    <PagamentoResultadoLayout
      tom="pendente"
      Icon={ClockIcon}
      titulo={textos.titulo}
      descricao={textos.descricao}
    >
      {tipo === "boleto" ? <BoletoPrazo /> : null}

      {consulta.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{mensagemConsultaCompra(consulta.error)}</AlertDescription>
        </Alert>
      ) : null}

      <ResultadoPanel titulo="Como funciona">
        <IconesLista itens={textos.passos} icon={<InfoIcon className="size-4 text-warning" aria-hidden />} />
      </ResultadoPanel>

      {paymentId || method || status || compra ? (
        <ResultadoPanel titulo="Detalhes do pagamento">
          <DetalhesLista
            itens={[
              { rotulo: "Plano", valor: compra ? compra.plano.nome : null },
              { rotulo: "Valor", valor: compra ? formatarDinheiro(compra.valor_total) : null },
              { rotulo: "ID do pagamento", valor: paymentId },
              {
                rotulo: "Método",
                valor:
                  forma && forma !== "UNDEFINED"
                    ? ROTULO_FORMA_COBRANCA[forma]
                    : method
                      ? rotuloMetodo(method)
                      : null,
              },
              {
                rotulo: "Status",
                valor:
                  compra?.status === "aguardando"
                    ? "Aguardando pagamento"
                    : status
                      ? rotuloStatus(status)
                      : null,
              },
            ]}
          />
        </ResultadoPanel>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" className="sm:col-span-2" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden />
          Verificar Status
        </Button>
        {pagarEm ? (
          <Button asChild variant="secondary" className="sm:col-span-2">
            <a href={pagarEm}>
              <CreditCardIcon aria-hidden />
              {tipo === "boleto" ? "Ver boleto" : "Abrir pagamento"}
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/">
            <HouseIcon aria-hidden />
            Início
          </Link>
        </Button>
        <Button variant="outline" onClick={novoPagamento}>
          <RotateCcwIcon aria-hidden />
          Novo Pagamento
        </Button>
      </div>
    </PagamentoResultadoLayout>
  );
}
