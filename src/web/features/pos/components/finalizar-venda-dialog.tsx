import { Loader2Icon, RotateCcwIcon } from "lucide-react";
import { useId } from "react";
import { toCentavos } from "@/shared/money";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import { FORMAS_PAGAMENTO } from "@/shared/pos/formas-pagamento";
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
import type { PagamentosVenda } from "../hooks/use-pagamentos-venda";
import { totalDaLinha } from "../lib/carrinho";
import { CampoDesconto } from "./campo-desconto";
import { DividirConta } from "./conta/dividir-conta";
import { LinhasDaConta } from "./conta/linhas-da-conta";
import { NovoPagamentoCampos } from "./conta/novo-pagamento";
import { PagamentosFeitos } from "./conta/pagamentos-feitos";

/**
 * The finalize dialog (§2.1): discount (≥ 0, step 0.01), notes, the bill (with "Taxa de serviço (10%)"
 * when the settings put it on direct sales, removable in one click), the payment — method (five, default
 * dinheiro), amount, cash handed over and "Troco", the split helpers — Cancelar and "Confirmar Venda"
 * ("Processando..." while the request runs). A sale paid in parts adds each part ("Adicionar pagamento")
 * until what is left is the last one; all go in the sale's one request (decision 152). With PIX, the QR
 * code of that payment's amount (decision 137): the cashier checks the bank app and confirms by hand.
 */
export function FinalizarVendaDialog({
  open,
  onOpenChange,
  carrinho,
  pagamentos,
  processando,
  onConfirmar,
  recebedorPix,
  txidPix,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  carrinho: CarrinhoPdv;
  pagamentos: PagamentosVenda;
  processando: boolean;
  onConfirmar: () => void;
  recebedorPix: RecebedorPix | null;
  /** The txid of this sale's QR (made from the attempt's idempotency key). */
  txidPix: string;
}) {
  const { estado, dispatch, totais } = carrinho;
  const { pagamento, falta } = pagamentos;
  const idObs = useId();
  // The last part (or the only one) confirms the sale; an earlier part joins the list.
  const confirma = pagamento.valor === null ? falta === 0 : pagamento.valor >= falta;
  const qrNaTela = pagamento.forma === "pix" && recebedorPix !== null && (pagamento.valor ?? 0) > 0;
  const acao = confirma ? "Confirmar Venda" : "Adicionar pagamento";

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
            if (processando || (pagamento.erro && falta > 0)) return;
            if (confirma) onConfirmar();
            else pagamentos.adicionar();
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

            <LinhasDaConta
              subtotal={totais.subtotal}
              desconto={totais.desconto}
              taxa={pagamentos.taxa}
              couvert={null}
              total={pagamentos.aPagar}
              onAlternarTaxa={pagamentos.alternarTaxa}
              className="rounded-lg border bg-muted/30 p-4"
            />
            <PagamentosFeitos pagamentos={pagamentos.feitos} falta={falta} onRemover={pagamentos.remover} />

            <section aria-label="Pagamento" className="grid gap-3">
              <NovoPagamentoCampos
                pagamento={pagamento}
                formas={FORMAS_PAGAMENTO}
                recebedorPix={recebedorPix}
                txidPix={txidPix}
                disabled={processando}
                divisao={
                  <DividirConta
                    falta={falta}
                    pessoas={2}
                    pagamentosFeitos={pagamentos.feitos.length}
                    itens={estado.linhas.map((l) => ({
                      id: l.produto.id,
                      nome: l.produto.nome,
                      quantidade: l.quantidade,
                      preco: toCentavos(l.produto.preco_venda),
                    }))}
                    conta={{
                      subtotal: totais.subtotal,
                      desconto: totais.desconto,
                      percentualServico: pagamentos.taxa?.cobrada ? pagamentos.taxa.percentual : "0.00",
                      couvertPorPessoa: 0,
                    }}
                    onValor={pagamento.definirValor}
                    seguindoFalta={pagamento.seguindoFalta}
                    modo={pagamento.divisao}
                    onModo={pagamento.setDivisao}
                    disabled={processando}
                  />
                }
              />
            </section>
          </div>
          <div className="grid grid-cols-2 gap-2 border-t bg-popover px-5 py-4 sm:flex sm:justify-end sm:px-6">
            {/* On a phone the summary scrolls away: the total stays next to the button. */}
            <p className="col-span-2 flex items-baseline justify-between pb-1 sm:hidden">
              <span className="font-semibold">{pagamentos.feitos.length > 0 ? "Falta pagar" : "Total"}</span>
              <span className="text-2xl font-bold text-primary tabular-nums">{formatarCentavos(falta)}</span>
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
              disabled={processando || (pagamento.erro !== null && falta > 0)}
            >
              {processando ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
              {processando ? "Processando..." : qrNaTela ? `PIX recebido · ${acao}` : acao}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
