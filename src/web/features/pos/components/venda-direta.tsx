import { ShoppingCartIcon } from "lucide-react";
import { type KeyboardEvent, useDeferredValue, useMemo, useState } from "react";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import { txidDaVenda } from "@/shared/pix/txid";
import { AvisoLeitorAtivo, LeitorCodigoBarras } from "@/web/components/codigo-barras/leitor-codigo-barras";
import { dialogoSobDemanda } from "@/web/components/dialogo-sob-demanda";
import { Button } from "@/web/components/ui/button";
import { SearchInput } from "@/web/components/ui/search-input";
import { buscarProdutos, indexarProdutos } from "@/web/lib/busca-produtos";
import { formatarCentavos } from "@/web/lib/format";
import { useTaxas } from "../api/obter-taxas";
import type { CarrinhoPdv } from "../hooks/use-carrinho";
import { useFinalizarVenda } from "../hooks/use-finalizar-venda";
import { usePagamentosVenda } from "../hooks/use-pagamentos-venda";
import type { ProdutoPdv } from "../lib/produto-pdv";
import { CarregandoDados } from "./carregando-dados";
import { CarrinhoPainel } from "./carrinho-painel";
import { ErroAoCarregar } from "./erro-ao-carregar";
import { ProdutosLista } from "./produtos-lista";
import { UltimasVendas } from "./ultimas-vendas";

// Comes when the person first points at or focuses the product area (search, list), so that choosing a
// product opens it at once (decision 169).
const AdicionarAoCarrinhoDialog = dialogoSobDemanda(
  () => import("./adicionar-ao-carrinho-dialog").then((m) => m.AdicionarAoCarrinhoDialog),
  (props) => props.produto !== null,
);

const FinalizarVendaDialog = dialogoSobDemanda(() =>
  import("./finalizar-venda-dialog").then((m) => m.FinalizarVendaDialog),
);

/** The list shows this many matches; typing narrows it (a catalogue can have thousands). */
const MAX_PRODUTOS_NA_LISTA = 100;

/**
 * The "Venda Direta" tab (§2.1): search, product list, barcode scan, cart and the finalize dialog. On a
 * phone the cart follows the list and a bar above the bottom menu keeps the total and "Finalizar Venda"
 * in reach.
 */
export function VendaDireta({
  produtos,
  carregandoProdutos,
  erroProdutos,
  onRecarregarProdutos,
  carrinho,
  lerCodigo,
  podeCancelar,
  recebedorPix,
}: {
  produtos: readonly ProdutoPdv[] | undefined;
  carregandoProdutos: boolean;
  erroProdutos: boolean;
  onRecarregarProdutos: () => void;
  carrinho: CarrinhoPdv;
  /** The product with this barcode, or null (the route has already said why). */
  lerCodigo: (codigo: string) => Promise<ProdutoPdv | null>;
  podeCancelar: boolean;
  recebedorPix: RecebedorPix | null;
}) {
  const [busca, setBusca] = useState("");
  const [escolhido, setEscolhido] = useState<ProdutoPdv | null>(null);
  const [finalizando, setFinalizando] = useState(false);
  const [lendo, setLendo] = useState(false);
  const taxas = useTaxas().data;
  const pagamentos = usePagamentosVenda(carrinho, taxas);
  const { finalizar, processando, chaveDaVenda } = useFinalizarVenda(carrinho, pagamentos);

  const indice = useMemo(() => indexarProdutos(produtos ?? []), [produtos]);
  const buscaAdiada = useDeferredValue(busca);
  const resultado = useMemo(
    () => buscarProdutos(indice, buscaAdiada, { limite: MAX_PRODUTOS_NA_LISTA }),
    [indice, buscaAdiada],
  );

  // A scan adds one unit at once: at the counter the beer is already in hand.
  const aoLerCodigo = async (codigo: string) => {
    const produto = await lerCodigo(codigo);
    if (produto) carrinho.adicionar(produto, 1);
  };

  // Enter in the search with a single match opens it: type "heine", Enter, Enter.
  const teclaBusca = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && resultado.produtos.length === 1) {
      event.preventDefault();
      setEscolhido(resultado.produtos[0]!);
    }
  };

  const abrirFinalizar = () => {
    if (carrinho.estado.linhas.length === 0) {
      void finalizar(); // says "Carrinho vazio"
      return;
    }
    setFinalizando(true);
  };

  const confirmar = async () => {
    if (await finalizar()) setFinalizando(false);
  };

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]">
      <section
        aria-labelledby="produtos-titulo"
        className="grid gap-3 rounded-xl border bg-card p-3 sm:p-4"
        onPointerEnter={AdicionarAoCarrinhoDialog.precarregar}
        onFocus={AdicionarAoCarrinhoDialog.precarregar}
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id="produtos-titulo" className="sr-only text-base font-semibold sm:not-sr-only">
            Produtos
          </h2>
          <div className="flex flex-1 items-center justify-between gap-2 sm:flex-none sm:justify-end">
            <LeitorCodigoBarras onCode={aoLerCodigo} listening={lendo} onListeningChange={setLendo} />
            <UltimasVendas podeCancelar={podeCancelar} />
          </div>
        </div>
        {lendo ? <AvisoLeitorAtivo onStop={() => setLendo(false)} /> : null}
        <SearchInput
          value={busca}
          onValueChange={setBusca}
          onKeyDown={teclaBusca}
          placeholder="Buscar por nome, marca ou categoria..."
          aria-label="Buscar produtos"
          className="[&_input]:h-12 [&_input]:text-base"
        />
        {produtos === undefined ? (
          carregandoProdutos ? (
            <CarregandoDados />
          ) : erroProdutos ? (
            <ErroAoCarregar onTentarNovamente={onRecarregarProdutos} className="rounded-lg" />
          ) : null
        ) : (
          <ProdutosLista
            produtos={resultado.produtos}
            total={resultado.total}
            quantidadeNoCarrinho={carrinho.quantidadeNoCarrinho}
            onEscolher={setEscolhido}
          />
        )}
      </section>

      <CarrinhoPainel carrinho={carrinho} onFinalizar={abrirFinalizar} className="lg:sticky lg:top-6" />

      <BarraCarrinho carrinho={carrinho} onFinalizar={abrirFinalizar} />

      <AdicionarAoCarrinhoDialog
        produto={escolhido}
        noCarrinho={escolhido ? (carrinho.quantidadeNoCarrinho.get(escolhido.id) ?? 0) : 0}
        onOpenChange={(aberto) => !aberto && setEscolhido(null)}
        onAdicionar={carrinho.adicionar}
      />
      <FinalizarVendaDialog
        open={finalizando}
        onOpenChange={setFinalizando}
        carrinho={carrinho}
        pagamentos={pagamentos}
        processando={processando}
        onConfirmar={confirmar}
        recebedorPix={recebedorPix}
        txidPix={txidDaVenda(chaveDaVenda, pagamentos.feitos.length)}
      />
    </div>
  );
}

/** Below lg: the total and "Finalizar Venda" stay above the bottom menu while the list scrolls. */
function BarraCarrinho({ carrinho, onFinalizar }: { carrinho: CarrinhoPdv; onFinalizar: () => void }) {
  const { itens, total } = carrinho.totais;
  if (itens === 0) return null;
  return (
    <>
      {/* Room under the cart, so the bar never covers its last line. */}
      <div aria-hidden className="h-16 lg:hidden" />
      <div className="fixed inset-x-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-20 border-t bg-background/95 px-4 py-2.5 backdrop-blur-md lg:hidden">
        <div className="mx-auto flex max-w-lg items-center gap-3">
          <a
            href="#carrinho"
            className="flex min-w-0 flex-1 items-center gap-3 rounded-md"
            aria-label="Ver carrinho"
          >
            <span className="relative flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/12 text-primary min-[380px]:size-11">
              <ShoppingCartIcon className="size-5" aria-hidden />
              <span className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-primary px-1 text-center text-[0.7rem] font-bold text-primary-foreground tabular-nums">
                {itens}
              </span>
            </span>
            <span className="grid min-w-0 leading-tight">
              <span className="text-xs text-muted-foreground">Total</span>
              <span className="truncate text-base font-bold tabular-nums min-[380px]:text-lg">
                {formatarCentavos(total)}
              </span>
            </span>
          </a>
          <Button
            size="lg"
            className="h-12 shrink-0 px-4 text-sm font-semibold min-[380px]:px-5 min-[380px]:text-base"
            onClick={onFinalizar}
          >
            Finalizar Venda
          </Button>
        </div>
      </div>
    </>
  );
}
