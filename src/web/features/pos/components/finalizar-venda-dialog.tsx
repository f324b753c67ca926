import { Loader2Icon, RotateCcwIcon } from "lucide-react";
import { useId } from "react";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import { FORMAS_PAGAMENTO } from "@/shared/pos/schemas";
import { PixCobranca } from "@/web/components/pix/pix-cobranca";
import { Button } from "@/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/web/components/ui/dialog";
import { Label } from "@/web/components/ui/label";
import { Textarea } from "@/web/components/ui/textarea";
import { cn } from "@/web/lib/cn";
import { formatarCentavos } from "@/web/lib/format";
import type { CarrinhoPdv } from "../hooks/use-carrinho";
import { totalDaLinha } from "../lib/carrinho";
import { CampoDesconto } from "./campo-desconto";
import { FormaPagamentoOpcoes } from "./forma-pagamento-opcoes";
import { ResumoValores } from "./resumo-valores";

/**
 * The finalize dialog (§2.1): payment method (five, default dinheiro), discount (≥ 0, step 0.01), notes,
 * a summary, Cancelar and "Confirmar Venda" ("Processando..." while the request runs). With PIX, the QR
 * code of the total (decision 137): the cashier checks the bank app and confirms by hand.
 */
export function FinalizarVendaDialog({
  open,
  onOpenChange,
  carrinho,
  processando,
  onConfirmar,
  recebedorPix,
  txidPix,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  carrinho: CarrinhoPdv;
  processando: boolean;
  onConfirmar: () => void;
  recebedorPix: RecebedorPix | null;
  /** The txid of this sale's QR (made from the attempt's idempotency key). */
  txidPix: string;
}) {
  const { estado, dispatch, totais } = carrinho;
  const idObs = useId();
  const pix = estado.formaPagamento === "pix";
  const qrNaTela = pix && recebedorPix !== null && totais.total > 0;

  return (
    <Dialog open={open} onOpenChange={(aberto) => !processando && onOpenChange(aberto)}>
      <DialogContent className="flex max-w-xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b px-5 pt-5 pb-4 sm:px-6">
          <DialogTitle>Finalizar Venda</DialogTitle>
          <DialogDescription>Confira os itens, escolha a forma de pagamento e confirme.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          aria-label="Finalizar Venda"
          className="flex min-h-0 flex-1 flex-col"
          onSubmit={(e) => {
            e.preventDefault();
            if (!processando) onConfirmar();
          }}
        >
          <div className="grid min-h-0 flex-1 content-start gap-5 overflow-y-auto px-5 py-4 sm:px-6">
            {estado.chave ? (
              <p
                role="status"
                className="flex items-start gap-2 rounded-lg border border-warning/30 bg-warning/10 p-3 text-sm"
              >
                <RotateCcwIcon className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
                <span>
                  A última tentativa ficou sem resposta do servidor. Confirmar de novo não registra a venda
                  duas vezes.
                </span>
              </p>
            ) : null}

            <section aria-label="Itens da venda" className="grid gap-2">
              <h3 className="text-sm font-medium">
                Itens <span className="text-muted-foreground">({totais.itens})</span>
              </h3>
              <ul className="max-h-40 divide-y overflow-y-auto rounded-lg border text-sm">
                {estado.linhas.map((linha) => (
                  <li key={linha.produto.id} className="flex items-center justify-between gap-3 px-3 py-2">
                    <span className="flex min-w-0 items-center gap-2">
                      <span className="grid h-6 min-w-7 place-items-center rounded-md bg-secondary px-1 text-xs font-semibold tabular-nums">
                        {linha.quantidade}×
                      </span>
                      <span className="truncate">{linha.produto.nome}</span>
                    </span>
                    <span className="shrink-0 tabular-nums">{formatarCentavos(totalDaLinha(linha))}</span>
                  </li>
                ))}
              </ul>
            </section>

            <FormaPagamentoOpcoes
              formas={FORMAS_PAGAMENTO}
              value={estado.formaPagamento}
              onChange={(forma) => dispatch({ tipo: "definirFormaPagamento", formaPagamento: forma })}
              disabled={processando}
            />
            {pix ? (
              <PixCobranca recebedor={recebedorPix} valorCentavos={totais.total} txid={txidPix} />
            ) : null}

            <div className="grid gap-4 sm:grid-cols-[10rem_1fr]">
              <CampoDesconto
                value={estado.desconto}
                disabled={processando}
                onChange={(e) => dispatch({ tipo: "definirDesconto", desconto: e.target.value })}
              />
              <div className="grid content-start gap-2">
                <Label htmlFor={idObs}>Observações</Label>
                <Textarea
                  id={idObs}
                  rows={2}
                  maxLength={1000}
                  value={estado.observacoes}
                  disabled={processando}
                  placeholder="Opcional"
                  className="min-h-11"
                  onChange={(e) => dispatch({ tipo: "definirObservacoes", observacoes: e.target.value })}
                />
              </div>
            </div>

            <ResumoValores
              subtotal={totais.subtotal}
              desconto={totais.desconto}
              total={totais.total}
              className="rounded-lg border bg-muted/30 p-4"
            />
          </div>
          <div className="grid grid-cols-2 gap-2 border-t bg-popover px-5 py-4 sm:flex sm:justify-end sm:px-6">
            {/* On a phone the summary scrolls away: the total stays next to the button. */}
            <p className="col-span-2 flex items-baseline justify-between pb-1 sm:hidden">
              <span className="font-semibold">Total</span>
              <span className="text-2xl font-bold text-primary tabular-nums">
                {formatarCentavos(totais.total)}
              </span>
            </p>
            <Button
              type="button"
              variant="outline"
              size="lg"
              disabled={processando}
              onClick={() => onOpenChange(false)}
              className={cn(qrNaTela && "col-span-2 sm:col-auto")}
            >
              Cancelar
            </Button>
            <Button
              type="submit"
              size="lg"
              className={cn(
                "px-3 text-sm font-semibold sm:min-w-44 sm:px-6 sm:text-base",
                qrNaTela && "col-span-2 row-start-2 sm:col-auto sm:row-auto",
              )}
              disabled={processando}
            >
              {processando ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
              {processando
                ? "Processando..."
                : qrNaTela
                  ? "PIX recebido · Confirmar Venda"
                  : "Confirmar Venda"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
