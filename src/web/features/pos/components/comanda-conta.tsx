import { AlertTriangleIcon, CheckIcon, Loader2Icon } from "lucide-react";
import { toCentavos } from "@/shared/money";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import { txidDoNumero } from "@/shared/pix/txid";
import { MENSAGEM_COMANDA_ALTERADA } from "@/shared/pos/constantes";
import { FORMAS_PAGAMENTO_COMANDA } from "@/shared/pos/formas-pagamento";
import type { Comanda } from "@/shared/pos/schemas";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatarCentavos, formatarDinheiro } from "@/web/lib/format";
import type { CobrancaComanda } from "../hooks/use-cobranca-comanda";
import { CampoDesconto } from "./campo-desconto";
import { DividirConta } from "./conta/dividir-conta";
import { LinhasDaConta } from "./conta/linhas-da-conta";
import { NovoPagamentoCampos } from "./conta/novo-pagamento";
import { PagamentosFeitos } from "./conta/pagamentos-feitos";

/** The tab's bill lines; the service and couvert lines only when the tab has them (decisions 150–151). */
function linhasDe(comanda: Comanda) {
  const percentual = toCentavos(comanda.taxa_servico_percentual);
  const porPessoa = toCentavos(comanda.couvert_por_pessoa);
  const total = toCentavos(comanda.total);
  return {
    subtotal: toCentavos(comanda.subtotal),
    desconto: toCentavos(comanda.desconto),
    // A removed service charge shows what it would be, struck through, so restoring it is informed.
    taxa:
      percentual > 0
        ? {
            percentual: comanda.taxa_servico_percentual,
            valor: comanda.cobrar_taxa_servico
              ? toCentavos(comanda.taxa_servico)
              : Math.floor((total * percentual + 5000) / 10000),
            cobrada: comanda.cobrar_taxa_servico,
          }
        : null,
    couvert:
      porPessoa > 0
        ? {
            pessoas: comanda.pessoas,
            porPessoa,
            valor: comanda.pessoas * porPessoa,
            cobrado: comanda.cobrar_couvert,
          }
        : null,
    total: toCentavos(comanda.total_a_pagar),
  };
}

/** A closed tab's (or the waiter's) bill: the lines and the payments, nothing to change. */
export function ComandaContaResumo({ comanda }: { comanda: Comanda }) {
  return (
    <>
      <LinhasDaConta {...linhasDe(comanda)} className="rounded-lg border bg-muted/30 p-4" />
      <PagamentosFeitos
        pagamentos={comanda.pagamentos}
        falta={toCentavos(comanda.falta_pagar)}
        mostrarFalta={comanda.status === "aberta"}
      />
    </>
  );
}

/**
 * The cashier's side of an open tab's bill (decisions 150–152): the discount (applied to the tab, so
 * every device and the pre-bill show it), the bill with the service charge and couvert removable in one
 * click, and the payments made with what is left.
 */
export function ComandaConta({ comanda, cobranca }: { comanda: Comanda; cobranca: CobrancaComanda }) {
  const { desconto, registrando, ajustando } = cobranca;
  const ocupado = registrando || ajustando;
  return (
    <>
      {cobranca.alterada ? (
        <Alert variant="warning">
          <AlertTriangleIcon aria-hidden />
          <AlertTitle>{MENSAGEM_COMANDA_ALTERADA}</AlertTitle>
          <AlertDescription>
            Novo total: <strong className="tabular-nums">{formatarDinheiro(comanda.total_a_pagar)}</strong>.
            Falta pagar: <strong className="tabular-nums">{formatarDinheiro(comanda.falta_pagar)}</strong>.
            Confira e confirme de novo.
          </AlertDescription>
        </Alert>
      ) : null}

      <div className="grid gap-1.5">
        <div className="flex items-end gap-2">
          <CampoDesconto
            className="flex-1 sm:max-w-48 sm:flex-none"
            value={desconto.texto}
            disabled={ocupado}
            onChange={(e) => desconto.setTexto(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && desconto.pendente) desconto.aplicar();
            }}
          />
          <Button
            type="button"
            variant="secondary"
            className="h-11"
            disabled={!desconto.pendente || ocupado}
            onClick={desconto.aplicar}
          >
            {ajustando && cobranca.alternando === null ? (
              <Loader2Icon className="animate-spin" aria-hidden />
            ) : (
              <CheckIcon aria-hidden />
            )}
            Aplicar desconto
          </Button>
        </div>
        {desconto.pendente ? (
          <p className="text-sm text-warning">Aplique o desconto antes de receber.</p>
        ) : null}
      </div>

      <LinhasDaConta
        {...linhasDe(comanda)}
        onAlternarTaxa={cobranca.alternarTaxa}
        onAlternarCouvert={cobranca.alternarCouvert}
        alternando={cobranca.alternando}
        className="rounded-lg border bg-muted/30 p-4"
      />
      <PagamentosFeitos pagamentos={comanda.pagamentos} falta={cobranca.falta} />
    </>
  );
}

/**
 * The payment being taken (decision 152): method, amount, cash handed over and change, the PIX QR of
 * that amount, and the split helpers.
 */
export function ComandaNovoPagamento({
  comanda,
  cobranca,
  recebedorPix,
  className,
}: {
  comanda: Comanda;
  cobranca: CobrancaComanda;
  recebedorPix: RecebedorPix | null;
  className?: string;
}) {
  const { pagamento, registrando, ajustando } = cobranca;
  const ocupado = registrando || ajustando;
  const linhas = linhasDe(comanda);
  return (
    <section aria-label="Novo pagamento" className={cn("grid content-start gap-3", className)}>
      <h3 className="flex items-baseline justify-between gap-2 text-sm font-medium">
        {comanda.pagamentos.length > 0 ? "Próximo pagamento" : "Pagamento"}
        <span className="text-xs font-normal text-muted-foreground">
          Falta pagar {formatarCentavos(cobranca.falta)}
        </span>
      </h3>
      <NovoPagamentoCampos
        pagamento={pagamento}
        formas={FORMAS_PAGAMENTO_COMANDA}
        recebedorPix={recebedorPix}
        txidPix={txidDoNumero(comanda.numero_comanda, comanda.pagamentos.length)}
        disabled={ocupado}
        colunas={2}
        divisao={
          <DividirConta
            falta={cobranca.falta}
            pessoas={comanda.pessoas}
            pagamentosFeitos={comanda.pagamentos.length}
            itens={comanda.itens.map((i) => ({
              id: i.id,
              nome: i.produto.nome,
              quantidade: i.quantidade,
              preco: toCentavos(i.preco_unitario),
            }))}
            conta={{
              subtotal: linhas.subtotal,
              desconto: linhas.desconto,
              percentualServico: comanda.cobrar_taxa_servico ? comanda.taxa_servico_percentual : "0.00",
              couvertPorPessoa: comanda.cobrar_couvert ? toCentavos(comanda.couvert_por_pessoa) : 0,
            }}
            onValor={pagamento.definirValor}
            seguindoFalta={pagamento.seguindoFalta}
            modo={pagamento.divisao}
            onModo={pagamento.setDivisao}
            disabled={ocupado}
          />
        }
      />
    </section>
  );
}
