import {
  ArmchairIcon,
  ArrowLeftIcon,
  Loader2Icon,
  PlusIcon,
  PrinterIcon,
  ReceiptTextIcon,
  SendIcon,
} from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
import type { Comanda, NotaImpressao } from "@/shared/pos/schemas";
import { Button } from "@/web/components/ui/button";
import { SearchInput } from "@/web/components/ui/search-input";
import { Spinner } from "@/web/components/ui/spinner";
import { ApiError } from "@/web/lib/api";
import { buscarProdutos, indexarProdutos } from "@/web/lib/busca-produtos";
import { formatarCentavos, formatarDinheiro, formatarInteiro } from "@/web/lib/format";
import { useAdicionarItensComanda } from "../api/adicionar-itens-comanda";
import { useComanda } from "../api/obter-comanda";
import { useChaveDoPedido } from "../hooks/use-chave-do-pedido";
import { imprimirConferencia } from "../lib/avisos-impressao";
import {
  adicionarAoPedido,
  alterarLinha,
  corpoDoPedido,
  errosDoPedido,
  type LinhaPedido,
  removerLinha,
  resumoDoPedido,
} from "../lib/pedido";
import type { ProdutoPdv } from "../lib/produto-pdv";
import { toast } from "../lib/toast";
import { ondeEstaComanda } from "./atendimento-lista";
import { AtendimentoPedidoLinha } from "./atendimento-pedido-linha";
import { ComandaPessoas } from "./comanda-pessoas";
import { ErroAoCarregar } from "./erro-ao-carregar";
import { ItemComandaLinha } from "./item-comanda-linha";
import { TrocarMesaDialog } from "./trocar-mesa-dialog";

const SEM_PRODUTOS: readonly ProdutoPdv[] = [];

/** Enough results for a thumb to scroll; the search narrows the rest. */
const MAX_RESULTADOS = 12;

/**
 * One tab on the waiter's phone: what is on it and its total (what the table pays, service and couvert
 * included), the people at the table, the pre-bill to print, a product search that adds to the order
 * being composed, the order with quantity and note per line, and "Enviar pedido" in the bottom bar —
 * one request for the whole order (decision 130). "Trocar de mesa" moves the tab when the table moves
 * (decision 136).
 */
export function AtendimentoComanda({
  comandaId,
  produtos,
  erroProdutos,
  onVoltar,
}: {
  comandaId: string;
  /** The catalogue's products; undefined while they load. */
  produtos: readonly ProdutoPdv[] | undefined;
  /** Set when the products failed to load: tries again. */
  erroProdutos: (() => void) | null;
  onVoltar: () => void;
}) {
  const consulta = useComanda(comandaId);
  const comanda = consulta.data?.comanda;

  return (
    <div className="flex min-h-[calc(100dvh-11.5rem)] flex-col gap-5 lg:min-h-[calc(100dvh-4.5rem)]">
      <header className="flex items-center gap-3">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-12 shrink-0 rounded-xl"
          onClick={onVoltar}
          aria-label="Voltar para as comandas"
        >
          <ArrowLeftIcon className="size-5!" aria-hidden />
        </Button>
        <div className="grid min-w-0 flex-1">
          <h1 className="truncate text-lg font-bold">{comanda ? ondeEstaComanda(comanda) : "Comanda"}</h1>
          <p className="truncate font-mono text-sm text-muted-foreground">{comanda?.numero_comanda}</p>
        </div>
        {comanda ? (
          <p className="grid shrink-0 text-right">
            <span className="text-xs text-muted-foreground">Total</span>
            <strong className="text-lg tabular-nums" data-testid="total-comanda">
              {formatarDinheiro(comanda.total_a_pagar)}
            </strong>
          </p>
        ) : null}
      </header>

      {consulta.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : consulta.isError ? (
        <ErroAoCarregar onTentarNovamente={() => consulta.refetch()} />
      ) : comanda!.status !== "aberta" ? (
        <p className="rounded-xl border px-4 py-6 text-sm">
          {comanda!.juntada_a
            ? `Esta comanda foi juntada à ${comanda!.juntada_a.numero_comanda}.`
            : "Esta comanda já foi fechada."}{" "}
          <Button type="button" variant="link" className="h-auto p-0" onClick={onVoltar}>
            Voltar para as comandas
          </Button>
        </p>
      ) : (
        <Pedido
          comanda={comanda!}
          nota={consulta.data!.nota}
          produtos={produtos}
          erroProdutos={erroProdutos}
          onEnviado={onVoltar}
        />
      )}
    </div>
  );
}

function Pedido({
  comanda,
  nota,
  produtos = SEM_PRODUTOS,
  erroProdutos,
  onEnviado,
}: {
  comanda: Comanda;
  /** The open tab's pre-bill (decision 154), for the table to check. */
  nota: NotaImpressao;
  produtos: readonly ProdutoPdv[] | undefined;
  erroProdutos: (() => void) | null;
  onEnviado: () => void;
}) {
  const enviar = useAdicionarItensComanda();
  const [trocandoMesa, setTrocandoMesa] = useState(false);
  const [busca, setBusca] = useState("");
  const [linhas, setLinhas] = useState<LinhaPedido[]>([]);
  const indice = useMemo(() => indexarProdutos(produtos), [produtos]);
  const buscaAdiada = useDeferredValue(busca);
  const resultado = useMemo(
    () => buscarProdutos(indice, buscaAdiada, { limite: MAX_RESULTADOS }),
    [indice, buscaAdiada],
  );
  const erros = errosDoPedido(linhas);
  const { unidades, centavos } = resumoDoPedido(linhas);
  const { chave, renovar } = useChaveDoPedido(
    JSON.stringify(linhas.map((l) => [l.produto.id, l.quantidade, l.observacoes])),
  );

  const enviarPedido = () => {
    if (linhas.length === 0) {
      toast.error("Pedido vazio", { description: "Adicione itens ao pedido antes de enviar" });
      return;
    }
    if ([...erros.values()].some(Boolean)) {
      toast.error("Confira as quantidades do pedido");
      return;
    }
    enviar.mutate(
      { id: comanda.id, pedido: corpoDoPedido(linhas, chave) },
      {
        onSuccess: () => {
          renovar();
          toast.success("Pedido enviado", {
            description: `${unidades} ${unidades === 1 ? "item" : "itens"} na comanda ${comanda.numero_comanda}`,
          });
          onEnviado();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) return;
          const doServidor = error instanceof ApiError && error.status >= 400 && error.status < 500;
          toast.error("Erro ao enviar o pedido", { description: doServidor ? error.message : undefined });
        },
      },
    );
  };

  return (
    <>
      <section aria-labelledby="titulo-adicionar" className="grid gap-3">
        <h2 id="titulo-adicionar" className="text-base font-semibold">
          Adicionar itens
        </h2>
        <SearchInput
          value={busca}
          onValueChange={setBusca}
          placeholder="Nome ou código de barras"
          aria-label="Buscar produto"
          className="[&_input]:h-12 [&_input]:text-base"
        />
        {erroProdutos ? <ErroAoCarregar onTentarNovamente={erroProdutos} /> : null}
        <ul aria-label="Produtos" className="divide-y overflow-hidden rounded-xl border empty:hidden">
          {erroProdutos ? null : resultado.produtos.length === 0 ? (
            <li className="px-4 py-6 text-center text-sm text-muted-foreground">Nenhum produto encontrado</li>
          ) : (
            resultado.produtos.map((p) => {
              const semEstoque = p.estoque_atual <= 0;
              return (
                <li key={p.id}>
                  <button
                    type="button"
                    disabled={semEstoque}
                    onClick={() => setLinhas((atuais) => adicionarAoPedido(atuais, p, crypto.randomUUID()))}
                    aria-label={`Adicionar ${p.nome}`}
                    className="flex min-h-14 w-full items-center gap-3 px-3 py-2 text-left transition-colors hover:bg-accent/60 active:bg-accent disabled:opacity-50"
                  >
                    <span className="grid min-w-0 flex-1">
                      <span className="line-clamp-2 font-medium break-words">{p.nome}</span>
                      <span className="truncate text-xs text-muted-foreground">
                        {semEstoque ? "Sem estoque" : `Estoque: ${formatarInteiro(p.estoque_atual)}`}
                      </span>
                    </span>
                    <span className="shrink-0 font-semibold tabular-nums">
                      {formatarDinheiro(p.preco_venda)}
                    </span>
                    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
                      <PlusIcon className="size-5" aria-hidden />
                    </span>
                  </button>
                </li>
              );
            })
          )}
        </ul>
        {resultado.total > resultado.produtos.length ? (
          <p className="text-xs text-muted-foreground">
            Mostrando {resultado.produtos.length} de {formatarInteiro(resultado.total)}: refine a busca.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="titulo-pedido" className="grid gap-3">
        <h2 id="titulo-pedido" className="text-base font-semibold">
          Pedido <span className="text-muted-foreground">({unidades})</span>
        </h2>
        {linhas.length === 0 ? (
          <p className="rounded-xl border border-dashed px-4 py-5 text-sm text-muted-foreground">
            Toque num produto para adicioná-lo ao pedido.
          </p>
        ) : (
          <ul aria-label="Itens do pedido" className="grid gap-2">
            {linhas.map((linha) => (
              <AtendimentoPedidoLinha
                key={linha.id}
                linha={linha}
                erro={erros.get(linha.id) ?? null}
                onAlterar={(mudanca) => setLinhas((atuais) => alterarLinha(atuais, linha.id, mudanca))}
                onRemover={() => setLinhas((atuais) => removerLinha(atuais, linha.id))}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="titulo-na-comanda" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="titulo-na-comanda" className="text-base font-semibold">
            Na comanda
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" className="h-11" onClick={() => setTrocandoMesa(true)}>
              <ArmchairIcon aria-hidden /> Trocar de mesa
            </Button>
            {comanda.itens.length > 0 ? (
              <Button
                type="button"
                variant="outline"
                className="h-11"
                onClick={() => void imprimirConferencia(nota)}
              >
                <PrinterIcon aria-hidden /> Imprimir conferência
              </Button>
            ) : null}
          </div>
        </div>
        <TrocarMesaDialog comanda={comanda} open={trocandoMesa} onOpenChange={setTrocandoMesa} />
        <ComandaPessoas comanda={comanda} />
        {comanda.itens.length === 0 ? (
          <p className="flex items-center gap-2 rounded-xl border border-dashed px-4 py-5 text-sm text-muted-foreground">
            <ReceiptTextIcon className="size-5 opacity-60" aria-hidden />
            Nenhum item na comanda
          </p>
        ) : (
          <ul aria-label="Itens da comanda" className="divide-y rounded-xl border text-sm">
            {comanda.itens.map((item) => (
              <ItemComandaLinha key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>

      {/* Within the thumb's reach: above the app's bottom bar on a phone, at the foot of the screen on a desktop. */}
      <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-20 mt-auto lg:bottom-4">
        <Button
          type="button"
          size="lg"
          className="h-16 w-full justify-between rounded-2xl px-5 text-base shadow-xl"
          disabled={enviar.isPending}
          onClick={enviarPedido}
        >
          <span className="flex items-center gap-2">
            {enviar.isPending ? (
              <Loader2Icon className="size-5! animate-spin" aria-hidden />
            ) : (
              <SendIcon className="size-5!" aria-hidden />
            )}
            Enviar pedido
          </span>
          <span className="tabular-nums">
            {unidades} {unidades === 1 ? "item" : "itens"} · {formatarCentavos(centavos)}
          </span>
        </Button>
      </div>
    </>
  );
}
