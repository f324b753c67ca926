import { AlertCircleIcon, FileUpIcon, PackageSearchIcon, PlusIcon } from "lucide-react";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/web/components/ui/alert";
import { Button } from "@/web/components/ui/button";
import { ApiError } from "@/web/lib/api";
import { buscarProdutos, indexarProdutos } from "@/web/lib/busca-produtos";
import { formatarInteiro } from "@/web/lib/format";
import { toast } from "@/web/lib/toast";
import { useMediaQuery } from "@/web/lib/use-media-query";
import { useProdutos } from "../api/listar-produtos";
import type { AcoesProduto } from "./produto-acoes-menu";
import { ProdutosCartoes } from "./produtos-cartoes";
import { type CategoriaFiltro, ProdutosFiltros } from "./produtos-filtros";
import { ProdutosTabela } from "./produtos-tabela";

/** Rows drawn at a time: the DOM stays small with 5,000 products; "Mostrar mais" draws the next page. */
export const PAGINA = 100;

/**
 * The product list of the Estoque page: search and category filter over the whole catalogue in the
 * browser (web/lib/busca-produtos.ts), a table from md up and cards below.
 */
export function ProdutosPainel({
  onNovo,
  onImportar,
  ...acoes
}: AcoesProduto & {
  /** Absent for a role that does not edit products: the empty list offers no "Novo Produto". */
  onNovo?: () => void;
  onImportar?: () => void;
}) {
  const produtos = useProdutos();
  const [busca, setBusca] = useState("");
  const [categoria, setCategoria] = useState<CategoriaFiltro>("todas");
  const desktop = useMediaQuery("(min-width: 768px)");

  // The index is rebuilt only when the products change, not on every keystroke.
  const indice = useMemo(() => indexarProdutos(produtos.data ?? []), [produtos.data]);
  // Typing stays responsive: React may render the list a beat after the input.
  const buscaAdiada = useDeferredValue(busca);
  const encontrados = useMemo(
    () =>
      buscarProdutos(indice, buscaAdiada, { categoria: categoria === "todas" ? undefined : categoria })
        .produtos,
    [indice, buscaAdiada, categoria],
  );
  // A new search starts from the first page again.
  const chave = `${buscaAdiada}\u0000${categoria}`;
  const [pagina, setPagina] = useState({ chave, limite: PAGINA });
  const limite = pagina.chave === chave ? pagina.limite : PAGINA;

  useEffect(() => {
    // A 401 is not a load failure: the session ended and the app goes to /login.
    const sessaoEncerrada = produtos.error instanceof ApiError && produtos.error.status === 401;
    if (produtos.isError && !sessaoEncerrada)
      toast.error("Erro ao carregar produtos", { id: "erro-produtos" });
  }, [produtos.isError, produtos.error]);

  const visiveis = encontrados.slice(0, limite);
  const filtrando = busca.trim() !== "" || categoria !== "todas";
  const limpar = () => {
    setBusca("");
    setCategoria("todas");
  };

  return (
    <section aria-label="Lista de produtos" className="grid grid-cols-1 gap-4">
      <ProdutosFiltros
        busca={busca}
        onBuscaChange={setBusca}
        categoria={categoria}
        onCategoriaChange={setCategoria}
      />

      {produtos.isPending ? (
        <ListaCarregando />
      ) : produtos.isError ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden />
          <AlertTitle>Erro ao carregar produtos</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-3">
            {produtos.error.message}
            <Button
              size="sm"
              variant="outline"
              onClick={() => produtos.refetch()}
              disabled={produtos.isFetching}
            >
              Tentar de novo
            </Button>
          </AlertDescription>
        </Alert>
      ) : encontrados.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card/40 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <PackageSearchIcon className="size-6" aria-hidden />
          </span>
          <h2 className="text-base font-semibold">Nenhum produto encontrado</h2>
          {filtrando ? (
            <>
              <p className="max-w-sm text-sm text-muted-foreground">
                Nenhum produto corresponde à busca ou à categoria escolhida.
              </p>
              <Button variant="outline" size="sm" onClick={limpar}>
                Limpar filtros
              </Button>
            </>
          ) : onNovo && onImportar ? (
            <>
              <p className="max-w-sm text-sm text-muted-foreground">
                Cadastre seu primeiro produto ou importe sua planilha.
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <Button size="sm" onClick={onNovo}>
                  <PlusIcon aria-hidden /> Novo Produto
                </Button>
                <Button size="sm" variant="outline" onClick={onImportar}>
                  <FileUpIcon aria-hidden /> Importar CSV
                </Button>
              </div>
            </>
          ) : (
            <p className="max-w-sm text-sm text-muted-foreground">
              O dono ou o gerente cadastra os produtos do estabelecimento.
            </p>
          )}
        </div>
      ) : (
        <>
          {desktop ? (
            <div className="overflow-hidden rounded-xl border bg-card">
              <ProdutosTabela produtos={visiveis} {...acoes} />
            </div>
          ) : (
            <ProdutosCartoes produtos={visiveis} {...acoes} />
          )}
          <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
            <p aria-live="polite">
              {visiveis.length < encontrados.length
                ? `Mostrando ${formatarInteiro(visiveis.length)} de ${formatarInteiro(encontrados.length)} produtos`
                : `${formatarInteiro(encontrados.length)} ${encontrados.length === 1 ? "produto" : "produtos"}`}
              {filtrando && produtos.data ? ` (de ${formatarInteiro(produtos.data.length)} no total)` : ""}
            </p>
            {visiveis.length < encontrados.length ? (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setPagina({ chave, limite: limite + PAGINA })}
              >
                Mostrar mais
              </Button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

function ListaCarregando() {
  return (
    <div className="grid grid-cols-1 gap-2" aria-busy="true">
      <span className="sr-only">Carregando produtos...</span>
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="h-16 animate-pulse rounded-xl border bg-card/60" />
      ))}
    </div>
  );
}
