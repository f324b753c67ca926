import { ClockIcon, HouseIcon, InfoIcon, RefreshCwIcon, RotateCcwIcon } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/web/components/ui/button";
import { limparCheckoutContext } from "../lib/checkout-context";
import { rotuloMetodo, rotuloStatus, type TipoMetodo, tipoMetodo } from "../lib/pagamento";
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
      "Você receberá um e-mail com as credenciais de acesso.",
      "Use “Verificar Status” para atualizar esta página.",
    ],
  },
};

export interface PagamentoPendenteProps {
  paymentId: string | null;
  method: string | null;
  status: string | null;
}

export function PagamentoPendente({ paymentId, method, status }: PagamentoPendenteProps) {
  const navigate = useNavigate();
  const tipo = tipoMetodo(method);
  const textos = TEXTOS[tipo];

  function novoPagamento() {
    limparCheckoutContext();
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

      <ResultadoPanel titulo="Como funciona">
        <IconesLista itens={textos.passos} icon={<InfoIcon className="size-4 text-warning" aria-hidden />} />
      </ResultadoPanel>

      {paymentId || method || status ? (
        <ResultadoPanel titulo="Detalhes do pagamento">
          <DetalhesLista
            itens={[
              { rotulo: "ID do pagamento", valor: paymentId },
              { rotulo: "Método", valor: method ? rotuloMetodo(method) : null },
              { rotulo: "Status", valor: status ? rotuloStatus(status) : null },
            ]}
          />
        </ResultadoPanel>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2">
        <Button size="lg" className="sm:col-span-2" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden />
          Verificar Status
        </Button>
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
