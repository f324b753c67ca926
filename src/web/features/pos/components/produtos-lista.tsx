import { PackageSearchIcon, PlusIcon } from "lucide-react";
import { cn } from "@/web/lib/cn";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import type { ProdutoPdv } from "../lib/produto-pdv";

/**
 * The Venda Direta product list (§2.1): name, brand, category, sale price and stock; the row (and its
 * plus) opens the add-to-cart dialog. About 24rem tall, scrolling.
 */
export function ProdutosLista({
  produtos,
  total,
  quantidadeNoCarrinho,
  onEscolher,
}: {
  produtos: readonly ProdutoPdv[];
  /** How many matched (the list may show fewer). */
  total: number;
  quantidadeNoCarrinho: ReadonlyMap<string, number>;
  onEscolher: (produto: ProdutoPdv) => void;
}) {
  if (produtos.length === 0) {
    return (
      <div className="flex h-72 flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-6 text-center">
        <span className="flex size-11 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <PackageSearchIcon className="size-5" aria-hidden />
        </span>
        <p className="font-semibold">Nenhum produto encontrado</p>
        <p className="text-sm text-muted-foreground">Tente ajustar sua busca</p>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-lg border">
      <ul aria-label="Produtos" className="max-h-96 divide-y overflow-y-auto overscroll-contain">
        {produtos.map((produto) => {
          const noCarrinho = quantidadeNoCarrinho.get(produto.id) ?? 0;
          const semEstoque = produto.estoque_atual <= 0;
          return (
            <li key={produto.id}>
              <button
                type="button"
                onClick={() => onEscolher(produto)}
                className="group flex w-full items-center gap-3 px-3 py-2.5 text-left transition-colors hover:bg-accent/60 focus-visible:bg-accent/60 focus-visible:ring-inset sm:px-4"
              >
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="line-clamp-2 font-medium leading-snug">{produto.nome}</span>
                  <span className="truncate text-xs text-muted-foreground">
                    {[produto.marca, produto.categoria].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <span className="grid shrink-0 justify-items-end gap-0.5">
                  <span className="font-semibold tabular-nums">{formatarDinheiro(produto.preco_venda)}</span>
                  <span
                    className={cn(
                      "text-xs tabular-nums",
                      semEstoque ? "font-medium text-destructive" : "text-muted-foreground",
                    )}
                  >
                    {semEstoque ? "Sem estoque" : `Estoque: ${formatarInteiro(produto.estoque_atual)}`}
                  </span>
                </span>
                <span
                  aria-hidden
                  className="relative flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground"
                >
                  <PlusIcon className="size-5" />
                  {noCarrinho > 0 ? (
                    <span className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-primary px-1 text-center text-[0.7rem] leading-5 font-bold text-primary-foreground tabular-nums ring-2 ring-card">
                      {noCarrinho}
                    </span>
                  ) : null}
                </span>
                {noCarrinho > 0 ? <span className="sr-only">{noCarrinho} no carrinho</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {total > produtos.length ? (
        <p className="border-t bg-muted/30 px-4 py-2 text-xs text-muted-foreground">
          Mostrando {formatarInteiro(produtos.length)} de {formatarInteiro(total)} produtos — refine a busca
          para ver os demais.
        </p>
      ) : null}
    </div>
  );
}
