import {
  CircleXIcon,
  CreditCardIcon,
  HouseIcon,
  LifeBuoyIcon,
  LightbulbIcon,
  RotateCcwIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { formatarDinheiro } from "@/web/lib/format";
import { useCompra } from "../api/obter-compra";
import { urlPagamentoSegura } from "../lib/checkout";
import { redirecionamentoDaCompra } from "../lib/pagamento";
import { mailtoSuporte } from "../lib/suporte";
import { PagamentoResultadoLayout } from "./pagamento-resultado-layout";
import { DetalhesLista, IconesLista, ResultadoPanel } from "./resultado-panel";

const CAUSAS = [
  "Dados do cartão incorretos ou incompletos",
  "Saldo ou limite insuficiente",
  "Pagamento recusado pelo banco ou pela operadora do cartão",
  "Instabilidade temporária no processamento",
];

const SUGESTOES = [
  "Confira os dados e tente novamente",
  "Use outro cartão ou pague com PIX ou boleto",
  "Fale com o seu banco para liberar a compra",
  "Aguarde alguns minutos antes de tentar de novo",
];

export interface PagamentoErroProps {
  error: string | null;
  message: string | null;
  paymentId: string | null;
}

function emailSuporte({ error, message, paymentId }: PagamentoErroProps) {
  const assunto = paymentId ? `Problema no pagamento - ID ${paymentId}` : "Problema no pagamento";
  const corpo = [
    "Olá! Tive um problema ao pagar minha assinatura do Balcão.",
    "",
    `ID do pagamento: ${paymentId ?? "não informado"}`,
    error ? `Código do erro: ${error}` : null,
    message ? `Mensagem: ${message}` : null,
    "",
    "Descreva aqui o que aconteceu:",
  ]
    .filter((linha) => linha !== null)
    .join("\n");
  return mailtoSuporte(assunto, corpo);
}

const ROTULO_ERRO: Record<string, string> = {
  recusado: "Pagamento recusado",
  vencido: "Cobrança vencida",
};

/**
 * /pagamento/erro: the provider's error and message (spec §2), the purchase of payment_id from the
 * server, and a way back to its payment while the charge is still open (a refused card may be retried).
 */
export function PagamentoErro(props: PagamentoErroProps) {
  const { error, message, paymentId } = props;
  const navigate = useNavigate();
  const compra = useCompra(paymentId).data;
  // The server gives the payment address only while the charge can still be paid.
  const tentarDeNovo = urlPagamentoSegura(compra?.url_pagamento);

  const redirecionar = compra ? redirecionamentoDaCompra("erro", compra) : null;
  useEffect(() => {
    if (redirecionar) navigate(redirecionar, { replace: true });
  }, [redirecionar, navigate]);

  return (
    <PagamentoResultadoLayout
      tom="erro"
      Icon={CircleXIcon}
      titulo="Pagamento não aprovado"
      descricao="Não foi possível concluir o seu pagamento. Veja abaixo o que pode ter acontecido e como resolver."
    >
      {message ? (
        <Alert variant="destructive">
          <TriangleAlertIcon aria-hidden />
          <AlertTitle>Mensagem do pagamento</AlertTitle>
          <AlertDescription className="wrap-anywhere">{message}</AlertDescription>
        </Alert>
      ) : null}

      {error || paymentId ? (
        <ResultadoPanel titulo="Detalhes">
          <DetalhesLista
            itens={[
              { rotulo: "Plano", valor: compra?.plano.nome },
              { rotulo: "Valor", valor: compra ? formatarDinheiro(compra.valor_total) : null },
              { rotulo: "Código do erro", valor: error ? (ROTULO_ERRO[error] ?? error) : null },
              { rotulo: "ID do pagamento", valor: paymentId },
            ]}
          />
        </ResultadoPanel>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <ResultadoPanel titulo="Possíveis causas">
          <IconesLista
            itens={CAUSAS}
            icon={<span className="mt-1.5 block size-1.5 rounded-full bg-destructive" />}
          />
        </ResultadoPanel>
        <ResultadoPanel titulo="O que você pode fazer">
          <IconesLista
            itens={SUGESTOES}
            icon={<LightbulbIcon className="size-4 text-primary" aria-hidden />}
          />
        </ResultadoPanel>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg" className="sm:col-span-2">
          <Link to="/planos">
            <RotateCcwIcon aria-hidden />
            Tentar Novamente
          </Link>
        </Button>
        {tentarDeNovo ? (
          <Button asChild variant="secondary" className="sm:col-span-2">
            <a href={tentarDeNovo}>
              <CreditCardIcon aria-hidden />
              Voltar ao pagamento
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/">
            <HouseIcon aria-hidden />
            Início
          </Link>
        </Button>
        <Button asChild variant="outline">
          <a href={emailSuporte(props)}>
            <LifeBuoyIcon aria-hidden />
            Suporte
          </a>
        </Button>
      </div>
    </PagamentoResultadoLayout>
  );
}
