import { statusEstoque } from "@/shared/catalog/estoque-status";
import type { Produto } from "@/shared/catalog/schemas";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { cn } from "@/web/lib/cn";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import { COR_ESTOQUE } from "../lib/formatar";
import { EstoqueBadge } from "./estoque-badge";
import { type AcoesProduto, ProdutoAcoesMenu } from "./produto-acoes-menu";
import { VendidoSemEstoqueBadge } from "./vendido-sem-estoque-badge";

export function descricaoCurta(produto: Pick<Produto, "marca" | "volume">): string {
  return [produto.marca, produto.volume].filter(Boolean).join(" · ");
}

/** Desktop: one row per product. Clicking the name opens the details. */
export function ProdutosTabela({ produtos, ...acoes }: AcoesProduto & { produtos: Produto[] }) {
  return (
    <Table aria-label="Produtos">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead className="pl-4">Produto</TableHead>
          <TableHead>Categoria</TableHead>
          <TableHead className="hidden xl:table-cell">Código de barras</TableHead>
          <TableHead className="text-right">Preço de venda</TableHead>
          <TableHead className="text-right">Estoque</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="w-12 pr-4">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {produtos.map((produto) => {
          return (
            <TableRow key={produto.id}>
              <TableCell className="max-w-80 pl-4">
                <button
                  type="button"
                  onClick={() => acoes.onVisualizar(produto)}
                  className="block max-w-full truncate text-left font-medium hover:text-primary hover:underline"
                >
                  {produto.nome}
                </button>
                {descricaoCurta(produto) ? (
                  <span className="block truncate text-xs text-muted-foreground">
                    {descricaoCurta(produto)}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="text-muted-foreground">{produto.categoria}</TableCell>
              <TableCell className="hidden font-mono text-xs text-muted-foreground xl:table-cell">
                {produto.codigo_barras ?? "—"}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                <span className="font-medium">{formatarDinheiro(produto.preco_venda)}</span>
                {acoes.verCusto && produto.preco_compra != null ? (
                  <span className="block text-xs text-muted-foreground">
                    custo {formatarDinheiro(produto.preco_compra)}
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="text-right tabular-nums">
                <span className={cn("font-semibold", COR_ESTOQUE[statusEstoque(produto)])}>
                  {formatarInteiro(produto.estoque_atual)}
                </span>
                <span className="block text-xs text-muted-foreground">
                  mín. {formatarInteiro(produto.estoque_minimo)}
                </span>
              </TableCell>
              <TableCell>
                <span className="flex flex-col items-start gap-1">
                  <EstoqueBadge produto={produto} />
                  <VendidoSemEstoqueBadge produto={produto} />
                </span>
              </TableCell>
              <TableCell className="pr-4 text-right">
                <ProdutoAcoesMenu produto={produto} {...acoes} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
