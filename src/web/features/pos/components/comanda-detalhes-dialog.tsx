import { BanIcon, Loader2Icon, MergeIcon, PlusIcon, PrinterIcon } from "lucide-react";
import { useState } from "react";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import type { ComandaComNota } from "@/shared/pos/schemas";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { cn } from "@/web/lib/cn";
import { formatarCentavos, formatarDataHora } from "@/web/lib/format";
import { useMediaQuery } from "@/web/lib/use-media-query";
import { useComanda } from "../api/obter-comanda";
import { useCobrancaComanda } from "../hooks/use-cobranca-comanda";
import { imprimirConferencia, imprimirNotaDaComanda } from "../lib/avisos-impressao";
import type { ProdutoPdv } from "../lib/produto-pdv";
import { AdicionarItemComandaDialog } from "./adicionar-item-comanda-dialog";
import { ComandaConta, ComandaContaResumo, ComandaNovoPagamento } from "./comanda-conta";
import { ComandaCorrecoes, type CorrecaoComanda } from "./comanda-correcoes";
import { ComandaHistorico } from "./comanda-historico";
import { ComandaItensLista } from "./comanda-itens-lista";
import { ComandaMover } from "./comanda-mover";
import { ComandaPessoas } from "./comanda-pessoas";
import { ComandaStatusBadge } from "./comanda-status";
import { ErroAoCarregar } from "./erro-ao-carregar";

/**
 * "Detalhes da Comanda" (§2.2): items ("Adicionar Item", "Remover"), the moves ("Transferir itens",
 * "Trocar de mesa", "Juntar comandas", decision 136), the people at the table, the bill
 * (discount, "Taxa de serviço (10%)" and couvert removable, total), the payments made and the next one
 * (method of the first four of §9, amount, cash change, split helpers), opening date, status, the
 * history, "Imprimir conferência", "Cancelar comanda" and "Fechar Comanda" (disabled with no items).
 * Every action sends the version on screen (decision 132): a tab changed elsewhere is not charged, its
 * new total shows and the cashier confirms again. The payment that pays the rest closes the tab and
 * prints its receipt (decision 152). Without `podeFechar` (the waiter) the dialog adds items, sets the
 * people and prints the pre-bill; the cashier takes the payment. Without `podeCancelar` there is no
 * Remover nor Cancelar comanda.
 */
export function ComandaDetalhesDialog({
  comandaId,
  onOpenChange,
  produtos,
  podeFechar,
  podeCancelar,
  recebedorPix,
}: {
  comandaId: string | null;
  onOpenChange: (open: boolean) => void;
  produtos: readonly ProdutoPdv[];
  podeFechar: boolean;
  /** Remover item and Cancelar comanda (the `cancelar` permission). */
  podeCancelar: boolean;
  /** Closing with PIX shows this receiver's QR for the total (decision 137). */
  recebedorPix: RecebedorPix | null;
}) {
  return (
    <Dialog open={comandaId !== null} onOpenChange={onOpenChange}>
      {/* Wider on a desktop while a payment is being taken: the bill and the payment side by side. */}
      <DialogContent className="flex max-w-xl flex-col gap-0 overflow-hidden p-0 lg:has-[[data-cobranca]]:max-w-5xl">
        <DialogHeader className="border-b px-5 pt-5 pb-4 sm:px-6">
          <DialogTitle>Detalhes da Comanda</DialogTitle>
          <DialogDescription className="sr-only">Itens, pagamento e fechamento da comanda.</DialogDescription>
        </DialogHeader>
        {comandaId ? (
          <Conteudo
            key={comandaId}
            comandaId={comandaId}
            produtos={produtos}
            podeFechar={podeFechar}
            podeCancelar={podeCancelar}
            recebedorPix={recebedorPix}
            onCancelar={() => onOpenChange(false)}
            onFechada={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Conteudo({
  comandaId,
  produtos,
  podeFechar,
  podeCancelar,
  onCancelar,
  onFechada,
  recebedorPix,
}: {
  comandaId: string;
  produtos: readonly ProdutoPdv[];
  podeFechar: boolean;
  podeCancelar: boolean;
  recebedorPix: RecebedorPix | null;
  onCancelar: () => void;
  onFechada: () => void;
}) {
  const consulta = useComanda(comandaId);
  if (consulta.isPending) {
    return (
      <div className="flex h-64 items-center justify-center text-sm text-muted-foreground">
        <Spinner label="Carregando dados..." />
      </div>
    );
  }
  if (consulta.isError) {
    return <ErroAoCarregar onTentarNovamente={() => consulta.refetch()} className="h-64 border-0" />;
  }
  return (
    <ComandaCarregada
      dados={consulta.data}
      produtos={produtos}
      podeFechar={podeFechar}
      podeCancelar={podeCancelar}
      recebedorPix={recebedorPix}
      onCancelar={onCancelar}
      onFechada={onFechada}
    />
  );
}

function ComandaCarregada({
  dados: { comanda, historico, nota },
  produtos,
  podeFechar,
  podeCancelar,
  onCancelar,
  onFechada,
  recebedorPix,
}: {
  dados: ComandaComNota;
  produtos: readonly ProdutoPdv[];
  podeFechar: boolean;
  podeCancelar: boolean;
  recebedorPix: RecebedorPix | null;
  onCancelar: () => void;
  onFechada: () => void;
}) {
  const [adicionando, setAdicionando] = useState(false);
  /** A desktop: the payment beside the bill, not under it (the dialog widens, lg). */
  const largo = useMediaQuery("(min-width: 1024px)");
  const [correcao, setCorrecao] = useState<CorrecaoComanda>(null);
  const cobranca = useCobrancaComanda(comanda, {
    onFechada: (_fechada, recibo) => {
      onFechada();
      void imprimirNotaDaComanda(recibo);
    },
  });
  const aberta = comanda.status === "aberta";
  const fechavel = aberta && podeFechar;
  const semItens = comanda.itens.length === 0;
  const itens = comanda.itens.reduce((soma, i) => soma + i.quantidade, 0);
  const { pagamento } = cobranca;
  const ocupado = cobranca.registrando || cobranca.ajustando;
  // What the button does: the payment that pays the rest closes the tab.
  const fecha = pagamento.valor === null ? cobranca.falta === 0 : pagamento.valor >= cobranca.falta;
  const pix = pagamento.forma === "pix" && recebedorPix !== null && (pagamento.valor ?? 0) > 0;
  const acao = fecha ? "Fechar Comanda" : "Registrar pagamento";
  /** Under the bill on a phone, beside it on a desktop. */
  const novoPagamento = (className: string) => (
    <ComandaNovoPagamento
      comanda={comanda}
      cobranca={cobranca}
      recebedorPix={recebedorPix}
      className={className}
    />
  );

  return (
    <>
      <div
        data-cobranca={fechavel || undefined}
        className={cn(
          "grid min-h-0 flex-1 content-start gap-5 overflow-y-auto px-5 py-4 sm:px-6",
          fechavel && "lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-8",
        )}
      >
        <div className="grid min-w-0 content-start gap-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid gap-0.5">
              <p className="flex items-center gap-2">
                <span className="font-mono text-lg font-bold">{comanda.numero_comanda}</span>
                <ComandaStatusBadge status={comanda.status} />
              </p>
              <p className="text-sm text-muted-foreground">
                {comanda.mesa ? `Mesa ${comanda.mesa.numero_mesa}` : "Sem mesa"}
                {comanda.cliente_nome ? ` · ${comanda.cliente_nome}` : ""}
                {comanda.cliente_telefone ? ` · ${comanda.cliente_telefone}` : ""}
              </p>
            </div>
            <p className="text-xs text-muted-foreground sm:text-right">
              Aberta em{" "}
              <span className="text-sm text-foreground sm:block">
                {formatarDataHora(comanda.data_abertura)}
              </span>
            </p>
          </div>

          {aberta ? <ComandaPessoas comanda={comanda} /> : null}

          <section aria-label="Itens da comanda" className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-medium">
                Itens <span className="text-muted-foreground">({itens})</span>
              </h3>
              {aberta ? (
                <Button size="sm" variant="secondary" className="h-9" onClick={() => setAdicionando(true)}>
                  <PlusIcon aria-hidden /> Adicionar Item
                </Button>
              ) : null}
            </div>
            <ComandaItensLista
              itens={comanda.itens}
              onRemover={
                aberta && podeCancelar ? (item) => setCorrecao({ tipo: "remover", item }) : undefined
              }
            />
            {aberta ? <ComandaMover comanda={comanda} podeTransferir={podeFechar} /> : null}
          </section>

          {comanda.status === "cancelada" && comanda.motivo_cancelamento ? (
            <Alert variant="destructive">
              <BanIcon aria-hidden />
              <AlertTitle>Comanda cancelada</AlertTitle>
              <AlertDescription>Motivo: {comanda.motivo_cancelamento}</AlertDescription>
            </Alert>
          ) : null}

          {comanda.juntada_a ? (
            <Alert>
              <MergeIcon aria-hidden />
              <AlertTitle>Juntada à comanda {comanda.juntada_a.numero_comanda}</AlertTitle>
              <AlertDescription>Os itens desta comanda estão lá e são pagos com ela.</AlertDescription>
            </Alert>
          ) : null}

          {aberta && !podeFechar ? (
            <p className="rounded-lg border border-dashed px-3 py-2 text-sm text-muted-foreground">
              O fechamento e o pagamento são feitos pelo caixa.
            </p>
          ) : null}
          {fechavel ? (
            <ComandaConta comanda={comanda} cobranca={cobranca} />
          ) : (
            <ComandaContaResumo comanda={comanda} />
          )}
          {fechavel && !largo ? novoPagamento("rounded-lg border p-3 sm:p-4") : null}

          <ComandaHistorico eventos={historico} />
          <div className="flex flex-wrap gap-2">
            {aberta && !semItens ? (
              <Button type="button" variant="outline" onClick={() => void imprimirConferencia(nota)}>
                <PrinterIcon aria-hidden /> Imprimir conferência
              </Button>
            ) : null}
            {aberta && podeCancelar ? (
              <Button
                type="button"
                variant="ghost"
                className="text-destructive hover:text-destructive"
                disabled={ocupado}
                onClick={() => setCorrecao({ tipo: "cancelar" })}
              >
                <BanIcon aria-hidden /> Cancelar comanda
              </Button>
            ) : null}
          </div>
        </div>
        {fechavel && largo ? novoPagamento("sticky top-0 self-start rounded-lg border p-4") : null}
      </div>
      <div className="grid grid-cols-2 gap-2 border-t bg-popover px-5 py-4 sm:flex sm:justify-end sm:px-6">
        {fechavel ? (
          <p className="col-span-2 flex items-baseline justify-between pb-1 sm:hidden">
            <span className="font-semibold">{comanda.pagamentos.length > 0 ? "Falta pagar" : "Total"}</span>
            <span className="text-2xl font-bold text-primary tabular-nums">
              {formatarCentavos(cobranca.falta)}
            </span>
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="lg"
          onClick={onCancelar}
          disabled={ocupado}
          className={cn(aberta && !podeFechar && "col-span-2", pix && "col-span-2 sm:col-auto")}
        >
          {aberta && !podeFechar ? "Voltar" : "Cancelar"}
        </Button>
        {fechavel ? (
          <Button
            size="lg"
            className={cn(
              "px-3 text-sm font-semibold sm:min-w-44 sm:px-6 sm:text-base",
              pix && "col-span-2 row-start-2 sm:col-auto sm:row-auto",
            )}
            disabled={semItens || ocupado || cobranca.desconto.pendente || pagamento.erro !== null}
            onClick={cobranca.registrarPagamento}
          >
            {cobranca.registrando ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            {cobranca.registrando
              ? fecha
                ? "Fechando..."
                : "Registrando..."
              : pix
                ? `PIX recebido · ${acao}`
                : acao}
          </Button>
        ) : null}
      </div>
      <ComandaCorrecoes
        comanda={comanda}
        correcao={correcao}
        onCorrecaoChange={setCorrecao}
        onCancelada={() => undefined}
      />
      {aberta ? (
        <AdicionarItemComandaDialog
          comandaId={comanda.id}
          numeroComanda={comanda.numero_comanda}
          produtos={produtos}
          open={adicionando}
          onOpenChange={setAdicionando}
        />
      ) : null}
    </>
  );
}
