import {
  CheckIcon,
  CircleCheckIcon,
  ClockIcon,
  HouseIcon,
  LayoutDashboardIcon,
  LifeBuoyIcon,
  Loader2Icon,
  LogInIcon,
  RefreshCwIcon,
  SearchXIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { obterPlano } from "@/shared/billing/planos";
import type { Compra } from "@/shared/billing/schemas";
import { formatarCentavos, toCentavos } from "@/shared/money";
import { Alert, AlertDescription } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";
import { formatarDinheiro } from "@/web/lib/format";
import { useCompra } from "../api/obter-compra";
import { type CheckoutContext, lerCheckoutContext, limparContextosDeCompra } from "../lib/checkout-context";
import { mensagemConsultaCompra, redirecionamentoDaCompra } from "../lib/pagamento";
import { mailtoSuporte } from "../lib/suporte";
import { PagamentoResultadoLayout } from "./pagamento-resultado-layout";
import { DetalhesLista, IconesLista, ResultadoPanel } from "./resultado-panel";

const duracao = (meses: number) => (meses === 1 ? "1 mês" : `${meses} meses`);

const PASSOS_CONTA_CRIADA = [
  "Sua conta foi criada e a assinatura já está ativa.",
  "Enviamos um e-mail com o link para você criar sua senha. Confira também a caixa de spam.",
  "Criada a senha, você entra direto no sistema.",
];
const PASSOS_CONTA_EXISTENTE = [
  "O plano da sua conta já está ativo.",
  "Entre com o seu e-mail e a sua senha de sempre.",
];
const PASSOS_AGUARDANDO = [
  "Estamos aguardando a confirmação do pagamento.",
  "Esta página se atualiza sozinha assim que ela chegar; isso pode levar até 5 minutos.",
  "Confirmado o pagamento, você recebe um e-mail.",
];

function resumoDaCompra(compra: Compra) {
  return [
    { rotulo: "Plano", valor: compra.plano.nome },
    { rotulo: "Valor mensal", valor: formatarDinheiro(compra.valor_mensal) },
    { rotulo: "Duração", valor: duracao(compra.plano.duracao_meses) },
    {
      rotulo: compra.status === "paga" ? "Total pago" : "Total",
      valor: formatarDinheiro(compra.valor_total),
      destaque: true,
    },
  ];
}

function resumoDoContexto(context: CheckoutContext) {
  const plano = obterPlano(context.planoId);
  return [
    { rotulo: "Plano", valor: plano?.nome ?? context.planoNome },
    { rotulo: "Valor mensal", valor: plano ? formatarCentavos(plano.precoMensalCentavos) : null },
    { rotulo: "Duração", valor: plano ? duracao(plano.duracaoMeses) : null },
    { rotulo: "Total", valor: formatarCentavos(toCentavos(context.valor)), destaque: true },
  ];
}

/**
 * /pagamento/sucesso: the purchase of payment_id as the server has it. Paid: the account was created
 * and the e-mail with the set-password link sent (pay first), or the signed-in account's plan is
 * active. Still waiting for the provider's confirmation: it says so and asks again until it arrives.
 */
export function PagamentoSucesso({ paymentId }: { paymentId: string | null }) {
  const navigate = useNavigate();
  // Read once, then removed from storage: the summary stays on screen, and a later visit starts clean.
  const [context] = useState(() => lerCheckoutContext());
  useEffect(() => limparContextosDeCompra(), []);
  const consulta = useCompra(paymentId, { acompanhar: true });
  const compra = consulta.data;

  const redirecionar = compra ? redirecionamentoDaCompra("sucesso", compra) : null;
  useEffect(() => {
    if (redirecionar) navigate(redirecionar, { replace: true });
  }, [redirecionar, navigate]);

  const aguardando = compra?.status === "aguardando";
  const paga = compra?.status === "paga";
  // A payment_id the server does not know: never claim a success nobody confirmed.
  const desconhecida = consulta.error instanceof ApiError && consulta.error.status === 404;
  const titulo = desconhecida
    ? "Pagamento não encontrado"
    : aguardando
      ? "Confirmando seu pagamento"
      : "Pagamento aprovado!";
  const descricao = desconhecida
    ? "Não há pagamento com este código no Balcão."
    : aguardando
      ? "Recebemos o seu pedido e estamos aguardando a confirmação do pagamento."
      : paga && compra.conta_criada
        ? "Sua conta foi criada e enviamos para o seu e-mail o link para criar sua senha."
        : paga
          ? `O Plano ${compra.plano.nome} da sua conta está ativo.`
          : "Obrigado por escolher o Balcão.";
  const passos = aguardando
    ? PASSOS_AGUARDANDO
    : paga && !compra.conta_criada
      ? PASSOS_CONTA_EXISTENTE
      : PASSOS_CONTA_CRIADA;

  return (
    <PagamentoResultadoLayout
      tom={desconhecida ? "pendente" : "sucesso"}
      Icon={desconhecida ? SearchXIcon : aguardando ? ClockIcon : CircleCheckIcon}
      titulo={titulo}
      descricao={descricao}
    >
      {consulta.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{mensagemConsultaCompra(consulta.error)}</AlertDescription>
        </Alert>
      ) : null}

      <ResultadoPanel titulo="Resumo da assinatura">
        {compra ? (
          <DetalhesLista itens={resumoDaCompra(compra)} />
        ) : context ? (
          <DetalhesLista itens={resumoDoContexto(context)} />
        ) : consulta.isLoading ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2Icon className="size-4 animate-spin" aria-hidden /> Consultando o pagamento...
          </p>
        ) : (
          <p className="text-sm text-muted-foreground">
            Os detalhes do plano escolhido não estão disponíveis neste navegador.
          </p>
        )}
        {paymentId ? (
          <div className="mt-4 border-t pt-4">
            <DetalhesLista itens={[{ rotulo: "ID do pagamento", valor: paymentId }]} />
          </div>
        ) : null}
      </ResultadoPanel>

      {desconhecida ? null : (
        <ResultadoPanel titulo="Próximos passos">
          <IconesLista
            itens={passos}
            icon={
              <span className="grid size-5 place-items-center rounded-full bg-success/15 text-success">
                <CheckIcon className="size-3" strokeWidth={3} aria-hidden />
              </span>
            }
          />
        </ResultadoPanel>
      )}

      <div className="grid gap-3 sm:grid-cols-2">
        {paga && !compra.conta_criada ? (
          <Button asChild size="lg" className="sm:col-span-2">
            <Link to="/app/vendas">
              <LayoutDashboardIcon aria-hidden />
              Ir para o sistema
            </Link>
          </Button>
        ) : (
          <Button asChild size="lg" className="sm:col-span-2">
            <Link to="/login">
              <LogInIcon aria-hidden />
              Fazer Login
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to="/">
            <HouseIcon aria-hidden />
            Início
          </Link>
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden />
          Atualizar
        </Button>
        <Button asChild variant="ghost" className="sm:col-span-2">
          <a
            href={mailtoSuporte(
              "Dúvida sobre minha assinatura",
              paymentId ? `ID do pagamento: ${paymentId}\n\n` : undefined,
            )}
          >
            <LifeBuoyIcon aria-hidden />
            Suporte
          </a>
        </Button>
      </div>
    </PagamentoResultadoLayout>
  );
}
