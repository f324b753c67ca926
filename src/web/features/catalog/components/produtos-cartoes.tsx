import { statusEstoque } from "@/shared/catalog/estoque-status";
import type { Produto } from "@/shared/catalog/schemas";
import { cn } from "@/web/lib/cn";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import { COR_ESTOQUE } from "../lib/formatar";
import { EstoqueBadge } from "./estoque-badge";
import { type AcoesProduto, ProdutoAcoesMenu } from "./produto-acoes-menu";
import { descricaoCurta } from "./produtos-tabela";
import { VendidoSemEstoqueBadge } from "./vendido-sem-estoque-badge";

/** Phones: one card per product, the essentials at a glance; the menu holds the actions. */
export function ProdutosCartoes({ produtos, ...acoes }: AcoesProduto & { produtos: Produto[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3" aria-label="Produtos">
      {produtos.map((produto) => {
        const custo = acoes.verCusto ? (produto.preco_compra ?? null) : null;
        return (
          <li key={produto.id} className="rounded-xl border bg-card p-4">
            <div className="flex items-start justify-between gap-2">
              <button
                type="button"
                onClick={() => acoes.onVisualizar(produto)}
                className="min-w-0 flex-1 text-left"
              >
                <span className="block font-medium leading-snug">{produto.nome}</span>
                <span className="mt-0.5 block truncate text-xs text-muted-foreground">
                  {[produto.categoria, descricaoCurta(produto)].filter(Boolean).join(" · ")}
                </span>
              </button>
              <div className="-mt-1 -mr-2 flex items-center gap-1">
                <EstoqueBadge produto={produto} />
                <ProdutoAcoesMenu produto={produto} {...acoes} />
              </div>
            </div>
            <dl
              className={cn(
                "mt-3 grid gap-2 border-t pt-3 text-sm",
                custo === null ? "grid-cols-2" : "grid-cols-3",
              )}
            >
              <div>
                <dt className="text-xs text-muted-foreground">Venda</dt>
                <dd className="font-semibold tabular-nums">{formatarDinheiro(produto.preco_venda)}</dd>
              </div>
              {custo === null ? null : (
                <div>
                  <dt className="text-xs text-muted-foreground">Custo</dt>
                  <dd className="tabular-nums text-muted-foreground">{formatarDinheiro(custo)}</dd>
                </div>
              )}
              <div className="text-right">
                <dt className="text-xs text-muted-foreground">Estoque</dt>
                <dd className="tabular-nums">
                  <span className={cn("font-semibold", COR_ESTOQUE[statusEstoque(produto)])}>
                    {formatarInteiro(produto.estoque_atual)}
                  </span>
                  <span className="text-xs text-muted-foreground">
                    {" "}
                    / {formatarInteiro(produto.estoque_minimo)}
                  </span>
                </dd>
              </div>
            </dl>
            {produto.vendido_sem_estoque > 0 ? (
              <div className="mt-2 flex justify-end">
                <VendidoSemEstoqueBadge produto={produto} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
