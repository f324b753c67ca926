import { MinusIcon, PlusIcon, ShoppingCartIcon, Trash2Icon, TriangleAlertIcon } from "lucide-react";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatarCentavos, formatarDinheiro } from "@/web/lib/format";

import type { CarrinhoPdv } from "../hooks/use-carrinho";
import { totalDaLinha } from "../lib/carrinho";
import { ResumoValores } from "./resumo-valores";

/**
 * The cart (§2.1): − / + / remove per line, clear, subtotal, discount, total and "Finalizar Venda". The
 * figures are the screen's; the server's total is the one the sale records and prints.
 */
export function CarrinhoPainel({
  carrinho,
  onFinalizar,
  className,
}: {
  carrinho: CarrinhoPdv;
  onFinalizar: () => void;
  className?: string;
}) {
  const { estado, dispatch, totais } = carrinho;
  const vazio = estado.linhas.length === 0;
  return (
    <section
      id="carrinho"
      aria-labelledby="carrinho-titulo"
      className={cn("flex scroll-mt-20 flex-col rounded-xl border bg-card", className)}
    >
      <header className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 id="carrinho-titulo" className="flex items-center gap-2 text-base font-semibold">
          <ShoppingCartIcon className="size-5 text-primary" aria-hidden />
          Carrinho
          {totais.itens > 0 ? (
            <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground tabular-nums">
              {totais.itens}
            </span>
          ) : null}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          className="text-muted-foreground hover:text-destructive"
          disabled={vazio}
          onClick={() => dispatch({ tipo: "limpar" })}
        >
          <Trash2Icon aria-hidden /> Limpar carrinho
        </Button>
      </header>

      {vazio ? (
        <div className="flex h-40 flex-col items-center justify-center gap-2 px-6 text-center">
          <ShoppingCartIcon className="size-8 text-muted-foreground/50" aria-hidden />
          <p className="text-sm font-medium text-muted-foreground">Nenhum item no carrinho</p>
          <p className="text-xs text-muted-foreground/80">Toque num produto ou passe o código de barras.</p>
        </div>
      ) : (
        <ul aria-label="Itens do carrinho" className="max-h-64 divide-y overflow-y-auto overscroll-contain">
          {estado.linhas.map((linha) => {
            const { produto, quantidade } = linha;
            const acimaDoEstoque = quantidade > produto.estoque_atual;
            return (
              <li key={produto.id} aria-label={produto.nome} className="grid gap-1.5 px-4 py-2.5">
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 truncate text-sm font-medium">{produto.nome}</p>
                  <p className="shrink-0 font-semibold tabular-nums">
                    {formatarCentavos(totalDaLinha(linha))}
                  </p>
                </div>
                <div className="flex items-center justify-between gap-2">
                  <p className="grid text-xs leading-tight text-muted-foreground tabular-nums">
                    <span>{formatarDinheiro(produto.preco_venda)} cada</span>
                    {acimaDoEstoque ? (
                      <span className="flex items-center gap-1 text-warning">
                        <TriangleAlertIcon className="size-3.5" aria-hidden />
                        Estoque: {produto.estoque_atual}
                      </span>
                    ) : null}
                  </p>
                  <div className="flex items-center gap-1">
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={`Diminuir ${produto.nome}`}
                      onClick={() => dispatch({ tipo: "decrementar", produtoId: produto.id })}
                    >
                      <MinusIcon aria-hidden />
                    </Button>
                    <output
                      aria-label={`Quantidade de ${produto.nome}`}
                      className="min-w-9 text-center text-base font-semibold tabular-nums"
                    >
                      {quantidade}
                    </output>
                    <Button
                      variant="outline"
                      size="icon"
                      aria-label={`Aumentar ${produto.nome}`}
                      onClick={() => dispatch({ tipo: "incrementar", produtoId: produto.id })}
                    >
                      <PlusIcon aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="ml-1 text-muted-foreground hover:bg-destructive/15 hover:text-destructive"
                      aria-label={`Remover ${produto.nome}`}
                      onClick={() => dispatch({ tipo: "remover", produtoId: produto.id })}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <div className="grid gap-3 border-t bg-muted/20 px-4 py-3.5">
        <ResumoValores subtotal={totais.subtotal} desconto={totais.desconto} total={totais.total} />
        <Button size="lg" className="h-14 text-base font-semibold" onClick={onFinalizar}>
          Finalizar Venda
        </Button>
      </div>
    </section>
  );
}
