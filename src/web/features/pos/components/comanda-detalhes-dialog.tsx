import { AlertTriangleIcon, BanIcon, Loader2Icon, MergeIcon, PlusIcon } from "lucide-react";
import { useRef, useState } from "react";
import { fromCentavos, toCentavos } from "@/shared/money";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import { txidDoNumero } from "@/shared/pix/txid";
import { MENSAGEM_COMANDA_ALTERADA } from "@/shared/pos/correcoes";
import { type Comanda, FORMAS_PAGAMENTO_COMANDA, type FormaPagamentoComanda } from "@/shared/pos/schemas";
import { PixCobranca } from "@/web/components/pix/pix-cobranca";
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
import { ApiError } from "@/web/lib/api";
import { cn } from "@/web/lib/cn";
import { formatarCentavos, formatarDataHora, formatarDinheiro } from "@/web/lib/format";

import { useFecharComanda } from "../api/fechar-comanda";
import { useComanda } from "../api/obter-comanda";
import { useComandaAlterada } from "../hooks/use-comanda-alterada";
import { imprimirNotaDaComanda } from "../lib/avisos-impressao";
import { descontoEmCentavos } from "../lib/carrinho";
import type { ProdutoPdv } from "../lib/produto-pdv";
import { toast } from "../lib/toast";
import { AdicionarItemComandaDialog } from "./adicionar-item-comanda-dialog";
import { CampoDesconto } from "./campo-desconto";
import { ComandaCorrecoes, type CorrecaoComanda } from "./comanda-correcoes";
import { ComandaHistorico } from "./comanda-historico";
import { ComandaItensLista } from "./comanda-itens-lista";
import { ComandaMover } from "./comanda-mover";
import { ComandaStatusBadge } from "./comanda-status";
import { ErroAoCarregar } from "./erro-ao-carregar";
import { FormaPagamentoOpcoes } from "./forma-pagamento-opcoes";
import { ResumoValores } from "./resumo-valores";

/**
 * "Detalhes da Comanda" (§2.2): items ("Adicionar Item", "Remover"), the moves ("Transferir itens",
 * "Trocar de mesa", "Juntar comandas", decision 136), payment method (the first four of §9), discount,
 * the financial summary (total never below 0), opening date, status, the history, "Cancelar comanda"
 * and "Fechar Comanda" (disabled with no items). Closing sends the version on screen
 * (decision 132): a tab changed elsewhere is not closed, its new total shows and the cashier confirms
 * again. Closing prints the tab's receipt. Without `podeFechar` (the waiter) the dialog adds items and
 * shows the total; the cashier takes the payment. Without `podeCancelar` there is no Remover nor
 * Cancelar comanda.
 */
export function ComandaDetalhesDialog({
  comandaId,
  onOpenChange,
  produtos,
  podeFechar,
  podeCancelar,
  onFechada,
  recebedorPix,
}: {
  comandaId: string | null;
  onOpenChange: (open: boolean) => void;
  produtos: readonly ProdutoPdv[];
  podeFechar: boolean;
  /** Remover item and Cancelar comanda (the `cancelar` permission). */
  podeCancelar: boolean;
  /** The tab is closed: stock changed (the route refreshes the catalogue and the movements). */
  onFechada: (comanda: Comanda) => void;
  /** Closing with PIX shows this receiver's QR for the total (decision 137). */
  recebedorPix: RecebedorPix | null;
}) {
  return (
    <Dialog open={comandaId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-w-xl flex-col gap-0 overflow-hidden p-0">
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
            onFechada={(comanda) => {
              onOpenChange(false);
              onFechada(comanda);
            }}
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
  onFechada: (comanda: Comanda) => void;
}) {
  const consulta = useComanda(comandaId);
  const fechar = useFecharComanda();
  const comandaAlterada = useComandaAlterada();
  const [forma, setForma] = useState<FormaPagamentoComanda>("dinheiro");
  const [desconto, setDesconto] = useState("");
  const [adicionando, setAdicionando] = useState(false);
  const [correcao, setCorrecao] = useState<CorrecaoComanda>(null);
  /** The version the server had when it refused a stale close: the warning shows while it is on screen. */
  const [alteradaNaVersao, setAlteradaNaVersao] = useState<number | null>(null);
  /** One key per "Fechar Comanda" click; kept only when the click got no answer, so a retry is the same. */
  const chave = useRef<string | null>(null);

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

  const { comanda, historico } = consulta.data;
  const aberta = comanda.status === "aberta";
  const fechavel = aberta && podeFechar;
  const semItens = comanda.itens.length === 0;
  const subtotal = toCentavos(comanda.subtotal);
  const descontoCentavos = fechavel
    ? descontoEmCentavos(desconto)
    : aberta
      ? 0
      : toCentavos(comanda.desconto);
  const total = aberta ? Math.max(subtotal - descontoCentavos, 0) : toCentavos(comanda.total);
  const itens = comanda.itens.reduce((soma, i) => soma + i.quantidade, 0);
  const pix = aberta && forma === "pix";
  const qrNaTela = pix && recebedorPix !== null && total > 0 && !semItens;

  const confirmarFechamento = () => {
    chave.current ??= crypto.randomUUID();
    const dados = {
      forma_pagamento: forma,
      desconto: fromCentavos(descontoCentavos),
      versao: comanda.versao,
      chave_idempotencia: chave.current,
    };
    fechar.mutate(
      { id: comanda.id, dados },
      {
        onSuccess: ({ comanda: fechada, nota }) => {
          chave.current = null;
          onFechada(fechada);
          void imprimirNotaDaComanda(nota);
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.status === 0)) chave.current = null;
          if (comandaAlterada(error)) {
            const atual = (error.corpo as { comanda?: Comanda } | null)?.comanda;
            setAlteradaNaVersao(atual?.versao ?? null);
            return;
          }
          if (error instanceof ApiError && error.status === 401) return;
          const doServidor = error instanceof ApiError && error.status >= 400 && error.status < 500;
          toast.error("Erro ao fechar comanda", { description: doServidor ? error.message : undefined });
        },
      },
    );
  };

  return (
    <>
      <div className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto px-5 py-4 sm:px-6">
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
            onRemover={aberta && podeCancelar ? (item) => setCorrecao({ tipo: "remover", item }) : undefined}
          />
          {aberta ? <ComandaMover comanda={comanda} podeTransferir={podeFechar} /> : null}
        </section>

        {alteradaNaVersao === comanda.versao && aberta ? (
          <Alert variant="warning">
            <AlertTriangleIcon aria-hidden />
            <AlertTitle>{MENSAGEM_COMANDA_ALTERADA}</AlertTitle>
            <AlertDescription>
              Novo total: <strong className="tabular-nums">{formatarDinheiro(comanda.total)}</strong>. Clique
              em Fechar Comanda para confirmar.
            </AlertDescription>
          </Alert>
        ) : null}

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
          <>
            <FormaPagamentoOpcoes
              formas={FORMAS_PAGAMENTO_COMANDA}
              value={forma}
              onChange={setForma}
              disabled={fechar.isPending}
            />
            {pix && !semItens ? (
              <PixCobranca
                recebedor={recebedorPix}
                valorCentavos={total}
                txid={txidDoNumero(comanda.numero_comanda)}
              />
            ) : null}
            <CampoDesconto
              className="sm:max-w-48"
              value={desconto}
              disabled={fechar.isPending}
              onChange={(e) => setDesconto(e.target.value)}
            />
          </>
        ) : null}

        <ResumoValores
          subtotal={subtotal}
          desconto={descontoCentavos}
          total={total}
          tamanho="medio"
          className="rounded-lg border bg-muted/30 p-4"
        />

        <ComandaHistorico eventos={historico} />
        {aberta && podeCancelar ? (
          <Button
            type="button"
            variant="ghost"
            className="justify-self-start text-destructive hover:text-destructive"
            disabled={fechar.isPending}
            onClick={() => setCorrecao({ tipo: "cancelar" })}
          >
            <BanIcon aria-hidden /> Cancelar comanda
          </Button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-2 border-t bg-popover px-5 py-4 sm:flex sm:justify-end sm:px-6">
        {fechavel ? (
          <p className="col-span-2 flex items-baseline justify-between pb-1 sm:hidden">
            <span className="font-semibold">Total</span>
            <span className="text-2xl font-bold text-primary tabular-nums">{formatarCentavos(total)}</span>
          </p>
        ) : null}
        <Button
          type="button"
          variant="outline"
          size="lg"
          onClick={onCancelar}
          disabled={fechar.isPending}
          className={cn(aberta && !podeFechar && "col-span-2", qrNaTela && "col-span-2 sm:col-auto")}
        >
          {aberta && !podeFechar ? "Voltar" : "Cancelar"}
        </Button>
        {fechavel ? (
          <Button
            size="lg"
            className={cn(
              "px-3 text-sm font-semibold sm:min-w-44 sm:px-6 sm:text-base",
              qrNaTela && "col-span-2 row-start-2 sm:col-auto sm:row-auto",
            )}
            disabled={semItens || fechar.isPending}
            onClick={confirmarFechamento}
          >
            {fechar.isPending ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            {fechar.isPending ? "Fechando..." : qrNaTela ? "PIX recebido · Fechar Comanda" : "Fechar Comanda"}
          </Button>
        ) : null}
      </div>
      <ComandaCorrecoes
        comanda={comanda}
        correcao={correcao}
        onCorrecaoChange={setCorrecao}
        onCancelada={() => setAlteradaNaVersao(null)}
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
