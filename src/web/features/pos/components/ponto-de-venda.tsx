import { ArmchairIcon, ReceiptTextIcon, ShoppingCartIcon } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Sessao } from "@/shared/accounts/schemas";
import { podeUsar } from "@/shared/billing/funcionalidades";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import type { Mesa, Venda } from "@/shared/pos/schemas";
import { FeatureGate } from "@/web/components/layout/feature-gate";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useComandasAbertas } from "../api/listar-comandas-abertas";
import { useMesas } from "../api/listar-mesas";
import { useResumoPdv } from "../api/obter-resumo-pdv";
import { useAvisoErroCarregamento } from "../hooks/use-aviso-erro-carregamento";
import { useCarrinho } from "../hooks/use-carrinho";
import type { ProdutoPdv } from "../lib/produto-pdv";
import { AbrirComandaDialog } from "./abrir-comanda-dialog";
import { ComandaDetalhesDialog } from "./comanda-detalhes-dialog";
import { ComandasAba } from "./comandas-aba";
import { MesasAba } from "./mesas-aba";
import { PdvResumoCards } from "./pdv-resumo-cards";
import { VendaDireta } from "./venda-direta";

const ABAS = ["vendas", "mesas", "comandas"] as const;
type Aba = (typeof ABAS)[number];
const isAba = (valor: string | null): valor is Aba => (ABAS as readonly (string | null)[]).includes(valor);

/**
 * The point of sale below its title (§2.1): the four cards and the tabs Venda Direta / Mesas / Comandas.
 * The products and the barcode lookup come from the route (decision 022); `onEstoqueAlterado` runs after
 * a sale or a tab close, so the route can refresh what other features show.
 */
export function PontoDeVenda({
  produtos,
  carregandoProdutos,
  erroProdutos,
  onRecarregarProdutos,
  lerCodigo,
  onEstoqueAlterado,
  conta,
  avisoEstoque,
  recebedorPix,
}: {
  /** The signed-in account: its plan decides whether Mesas and Comandas open (FeatureGate "comandas"). */
  conta: Sessao | null | undefined;
  produtos: readonly ProdutoPdv[] | undefined;
  carregandoProdutos: boolean;
  erroProdutos: Error | null;
  onRecarregarProdutos: () => void;
  lerCodigo: (codigo: string) => Promise<ProdutoPdv | null>;
  onEstoqueAlterado: () => void;
  /** The warning shown when a low or critical product goes into the cart. */
  avisoEstoque?: (produto: ProdutoPdv) => string | null;
  /** Who receives the PIX QR codes (the settings'); null: PIX without a QR (decision 137). */
  recebedorPix: RecebedorPix | null;
}) {
  const [params, setParams] = useSearchParams();
  const abaParam = params.get("aba");
  const aba: Aba = isAba(abaParam) ? abaParam : "vendas";
  const mudarAba = (nova: string) =>
    setParams(
      (atual) => {
        const proximo = new URLSearchParams(atual);
        if (nova === "vendas") proximo.delete("aba");
        else proximo.set("aba", nova);
        return proximo;
      },
      { replace: true },
    );

  const resumo = useResumoPdv();
  const comandasNoPlano = podeUsar(
    "comandas",
    conta?.assinatura.planLevel ?? 0,
    conta?.niveis_aplicados ?? false,
  );
  const mesas = useMesas({ enabled: comandasNoPlano });
  const comandas = useComandasAbertas({ enabled: comandasNoPlano });
  const carrinho = useCarrinho(produtos, avisoEstoque);
  useAvisoErroCarregamento(resumo.error, erroProdutos, mesas.error, comandas.error);

  const [abrindo, setAbrindo] = useState<{ mesaId: string | null } | null>(null);
  const [detalhe, setDetalhe] = useState<string | null>(null);

  const aoConcluirVenda = (_venda: Venda) => onEstoqueAlterado();
  const abertas = comandas.data?.length;

  return (
    <div className="grid gap-6">
      <PdvResumoCards resumo={resumo.data} />
      <Tabs value={aba} onValueChange={mudarAba} className="grid gap-4">
        <TabsList className="grid h-12 w-full grid-cols-3 sm:inline-flex sm:w-auto sm:justify-self-start">
          <TabsTrigger value="vendas" className="px-2 sm:px-4">
            <ShoppingCartIcon aria-hidden className="hidden sm:block" /> Venda Direta
          </TabsTrigger>
          <TabsTrigger value="mesas" className="px-2 sm:px-4">
            <ArmchairIcon aria-hidden className="hidden sm:block" /> Mesas
          </TabsTrigger>
          <TabsTrigger value="comandas" className="px-2 sm:px-4">
            <ReceiptTextIcon aria-hidden className="hidden sm:block" /> Comandas
            {abertas ? (
              <span className="rounded-full bg-primary/15 px-1.5 text-xs font-semibold text-primary tabular-nums">
                {abertas}
              </span>
            ) : null}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="vendas">
          <VendaDireta
            produtos={produtos}
            carregandoProdutos={carregandoProdutos}
            erroProdutos={erroProdutos !== null}
            onRecarregarProdutos={onRecarregarProdutos}
            carrinho={carrinho}
            lerCodigo={lerCodigo}
            onVendaConcluida={aoConcluirVenda}
            recebedorPix={recebedorPix}
          />
        </TabsContent>
        <TabsContent value="mesas">
          <FeatureGate funcionalidade="comandas" conta={conta}>
            <MesasAba
              mesas={mesas.data}
              comandas={comandas.data}
              carregando={mesas.isPending}
              erro={mesas.isError}
              onRecarregar={() => mesas.refetch()}
              onAbrirComanda={(mesa: Mesa) => setAbrindo({ mesaId: mesa.id })}
              onVerComanda={setDetalhe}
            />
          </FeatureGate>
        </TabsContent>
        <TabsContent value="comandas">
          <FeatureGate funcionalidade="comandas" conta={conta}>
            <ComandasAba
              comandas={comandas.data}
              carregando={comandas.isPending}
              erro={comandas.isError}
              onRecarregar={() => comandas.refetch()}
              onAbrirComanda={() => setAbrindo({ mesaId: null })}
              onVerDetalhes={setDetalhe}
            />
          </FeatureGate>
        </TabsContent>
      </Tabs>

      <AbrirComandaDialog
        open={abrindo !== null}
        onOpenChange={(aberto) => !aberto && setAbrindo(null)}
        mesas={mesas.data ?? []}
        mesaId={abrindo?.mesaId ?? null}
        onAberta={(comanda) => setDetalhe(comanda.id)}
      />
      <ComandaDetalhesDialog
        comandaId={detalhe}
        onOpenChange={(aberto) => !aberto && setDetalhe(null)}
        produtos={produtos ?? []}
        onFechada={onEstoqueAlterado}
        recebedorPix={recebedorPix}
      />
    </div>
  );
}
