import {
  CircleXIcon,
  HouseIcon,
  LifeBuoyIcon,
  LightbulbIcon,
  RotateCcwIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { Link } from "react-router";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { mailtoSuporte } from "../lib/suporte";
import { PaymentResultLayout } from "./payment-result-layout";
import { DetailList, IconList, ResultPanel } from "./result-panel";

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

export interface PaymentErrorProps {
  error: string | null;
  message: string | null;
  paymentId: string | null;
}

function emailSuporte({ error, message, paymentId }: PaymentErrorProps) {
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

export function PaymentError(props: PaymentErrorProps) {
  const { error, message, paymentId } = props;
  return (
    <PaymentResultLayout
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
        <ResultPanel titulo="Detalhes">
          <DetailList
            itens={[
              { rotulo: "Código do erro", valor: error },
              { rotulo: "ID do pagamento", valor: paymentId },
            ]}
          />
        </ResultPanel>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <ResultPanel titulo="Possíveis causas">
          <IconList
            itens={CAUSAS}
            icon={<span className="mt-1.5 block size-1.5 rounded-full bg-destructive" />}
          />
        </ResultPanel>
        <ResultPanel titulo="O que você pode fazer">
          <IconList itens={SUGESTOES} icon={<LightbulbIcon className="size-4 text-primary" aria-hidden />} />
        </ResultPanel>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg" className="sm:col-span-2">
          <Link to="/planos">
            <RotateCcwIcon aria-hidden />
            Tentar Novamente
          </Link>
        </Button>
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
    </PaymentResultLayout>
  );
}
