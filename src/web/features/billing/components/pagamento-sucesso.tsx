import { CheckIcon, CircleCheckIcon, HouseIcon, LifeBuoyIcon, LogInIcon, RefreshCwIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { obterPlano } from "@/shared/billing/planos";
import { formatarCentavos, toCentavos } from "@/shared/money";
import { Button } from "@/web/components/ui/button";
import { type CheckoutContext, lerCheckoutContext, limparCheckoutContext } from "../lib/checkout-context";
import { rotuloStatus } from "../lib/pagamento";
import { mailtoSuporte } from "../lib/suporte";
import { PagamentoResultadoLayout } from "./pagamento-resultado-layout";
import { DetalhesLista, IconesLista, ResultadoPanel } from "./resultado-panel";

const PROXIMOS_PASSOS = [
  "Sua conta será ativada automaticamente.",
  "Você receberá um e-mail com as credenciais de acesso. Confira também a caixa de spam.",
  "Isso pode levar até 5 minutos.",
];

function resumoDoPlano(context: CheckoutContext) {
  const plano = obterPlano(context.planoId);
  return [
    { rotulo: "Plano", valor: plano?.nome ?? context.planoNome },
    { rotulo: "Valor mensal", valor: plano ? formatarCentavos(plano.precoMensalCentavos) : null },
    {
      rotulo: "Duração",
      valor: plano ? (plano.duracaoMeses === 1 ? "1 mês" : `${plano.duracaoMeses} meses`) : null,
    },
    { rotulo: "Total pago", valor: formatarCentavos(toCentavos(context.valor)), destaque: true },
  ];
}

export function PagamentoSucesso({ paymentId, status }: { paymentId: string | null; status: string | null }) {
  // Read once, then removed from storage: the summary stays on screen, and a later visit starts clean.
  const [context] = useState(() => lerCheckoutContext());
  useEffect(() => limparCheckoutContext(), []);

  return (
    <PagamentoResultadoLayout
      tom="sucesso"
      Icon={CircleCheckIcon}
      titulo="Pagamento aprovado!"
      descricao="Obrigado por escolher o Balcão. Sua assinatura está confirmada."
    >
      <ResultadoPanel titulo="Resumo da assinatura">
        {context ? (
          <DetalhesLista itens={resumoDoPlano(context)} />
        ) : (
          <p className="text-sm text-muted-foreground">
            Os detalhes do plano escolhido não estão disponíveis neste navegador.
          </p>
        )}
        {paymentId || status ? (
          <div className="mt-4 border-t pt-4">
            <DetalhesLista
              itens={[
                { rotulo: "ID do pagamento", valor: paymentId },
                { rotulo: "Status", valor: status ? rotuloStatus(status) : null },
              ]}
            />
          </div>
        ) : null}
      </ResultadoPanel>

      <ResultadoPanel titulo="Próximos passos">
        <IconesLista
          itens={PROXIMOS_PASSOS}
          icon={
            <span className="grid size-5 place-items-center rounded-full bg-success/15 text-success">
              <CheckIcon className="size-3" strokeWidth={3} aria-hidden />
            </span>
          }
        />
      </ResultadoPanel>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg" className="sm:col-span-2">
          <Link to="/login">
            <LogInIcon aria-hidden />
            Fazer Login
          </Link>
        </Button>
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
