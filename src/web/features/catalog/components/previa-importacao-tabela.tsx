import type { LinhaImportacao } from "@/shared/catalog/schemas";
import { Badge } from "@/web/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/web/components/ui/table";
import { formatarDinheiro, formatarInteiro } from "@/web/lib/format";

/** Column names as the form calls them, for the per-row messages. */
const ROTULO_CAMPO: Record<string, string> = {
  nome: "Nome",
  marca: "Marca",
  volume: "Volume",
  categoria: "Categoria",
  preco_compra: "Preço de compra",
  preco_venda: "Preço de venda",
  estoque_atual: "Estoque atual",
  estoque_minimo: "Estoque mínimo",
  codigo_barras: "Código de barras",
  fornecedor: "Fornecedor",
  descricao: "Descrição",
  imagem_url: "URL da imagem",
  data_validade: "Data de validade",
};

/** Rows with errors come first; a long file shows its first valid rows only. */
const MAX_VALIDAS = 100;

export function PreviaImportacaoTabela({ linhas }: { linhas: LinhaImportacao[] }) {
  const comErro = linhas.filter((l) => l.produto === null);
  const validas = linhas.filter((l) => l.produto !== null);
  const mostradas = [...comErro, ...validas.slice(0, MAX_VALIDAS)];
  const ocultas = validas.length - Math.min(validas.length, MAX_VALIDAS);
  return (
    <div className="overflow-hidden rounded-lg border">
      <Table aria-label="Prévia da importação">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className="w-16">Linha</TableHead>
            <TableHead>Produto</TableHead>
            <TableHead className="hidden sm:table-cell">Categoria</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Venda</TableHead>
            <TableHead className="hidden text-right sm:table-cell">Estoque</TableHead>
            <TableHead>Situação</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {mostradas.map((linha) => (
            <TableRow key={linha.linha} className={linha.produto ? undefined : "bg-destructive/5"}>
              <TableCell className="tabular-nums text-muted-foreground">{linha.linha}</TableCell>
              {linha.produto ? (
                <>
                  <TableCell>
                    <span className="font-medium">{linha.produto.nome}</span>
                    <span className="block text-xs text-muted-foreground">
                      {[linha.produto.marca, linha.produto.volume].filter(Boolean).join(" · ")}
                    </span>
                    {linha.avisos.map((aviso) => (
                      <span key={aviso} className="block text-xs text-warning">
                        {aviso}
                      </span>
                    ))}
                  </TableCell>
                  <TableCell className="hidden sm:table-cell">{linha.produto.categoria}</TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">
                    {formatarDinheiro(linha.produto.preco_venda)}
                  </TableCell>
                  <TableCell className="hidden text-right tabular-nums sm:table-cell">
                    {formatarInteiro(linha.produto.estoque_atual)}
                  </TableCell>
                  <TableCell>
                    <Badge variant="success">OK</Badge>
                  </TableCell>
                </>
              ) : (
                <>
                  <TableCell>
                    {linha.nome ? <span className="mb-1 block font-medium">{linha.nome}</span> : null}
                    <ul className="grid gap-0.5 text-xs text-destructive">
                      {Object.entries(linha.erros).map(([campo, mensagem]) => (
                        <li key={campo}>
                          <span className="font-medium">{ROTULO_CAMPO[campo] ?? campo}:</span> {mensagem}
                        </li>
                      ))}
                    </ul>
                  </TableCell>
                  <TableCell className="hidden sm:table-cell" />
                  <TableCell className="hidden sm:table-cell" />
                  <TableCell className="hidden sm:table-cell" />
                  <TableCell>
                    <Badge variant="destructive">Erro</Badge>
                  </TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {ocultas > 0 ? (
        <p className="border-t px-3 py-2 text-xs text-muted-foreground">
          e mais {formatarInteiro(ocultas)} linhas sem erros
        </p>
      ) : null}
    </div>
  );
}
