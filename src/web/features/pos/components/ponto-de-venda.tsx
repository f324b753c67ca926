import { ArmchairIcon, ReceiptTextIcon, ShoppingCartIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useSearchParams } from "react-router";
import type { Sessao } from "@/shared/accounts/schemas";
import { podeUsar } from "@/shared/billing/funcionalidades";
import type { RecebedorPix } from "@/shared/pix/recebedor";
import type { Mesa } from "@/shared/pos/schemas";
import { dialogoSobDemanda } from "@/web/components/dialogo-sob-demanda";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { useComandasAbertas } from "../api/listar-comandas-abertas";
import { useMesas } from "../api/listar-mesas";
import { useResumoPdv } from "../api/obter-resumo-pdv";
import { useAvisoErroCarregamento } from "../hooks/use-aviso-erro-carregamento";
import { useCarrinho } from "../hooks/use-carrinho";
import type { ProdutoPdv } from "../lib/produto-pdv";
import { CarregandoDados } from "./carregando-dados";
import { PdvResumoCards } from "./pdv-resumo-cards";
import { VendaDireta } from "./venda-direta";

const AbrirComandaDialog = dialogoSobDemanda(() =>
  import("./abrir-comanda-dialog").then((m) => m.AbrirComandaDialog),
);

const ComandaDetalhesDialog = dialogoSobDemanda(
  () => import("./comanda-detalhes-dialog").then((m) => m.ComandaDetalhesDialog),
  (props) => props.comandaId !== null,
);

// Mesas and Comandas come when one of them is first shown, or when its tab is pointed at or focused.
const abasDeComandas = () => import("./abas-de-comandas");
const precarregarAbasDeComandas = () => {
  abasDeComandas().catch(() => {});
};
const AbaMesas = lazy(() => abasDeComandas().then((m) => ({ default: m.AbaMesas })));
const AbaComandas = lazy(() => abasDeComandas().then((m) => ({ default: m.AbaComandas })));

const ABAS = ["vendas", "mesas", "comandas"] as const;
export type Aba = (typeof ABAS)[number];

/** What the person's role allows here (the route reads it from the role table). */
export interface PermissoesPdv {
  /** Sell directly and see the day's sales (the Venda Direta tab and the four cards). */
  vender: boolean;
  /** Close tabs and take their payment; without it the tab's dialog only adds items. */
  fecharComandas: boolean;
  /** Create, edit and delete tables. */
  editarMesas: boolean;
  /** Cancel sales and tabs and remove a tab's items (with a reason). */
  cancelar: boolean;
}

/**
 * The point of sale below its title (§2.1): the four cards and the tabs Venda Direta / Mesas / Comandas.
 * The products and the barcode lookup come from the route (decision 022); what a sale or a tab close
 * changes in them comes back with the action's answer (decision 170). `abas` lists the tabs the
 * screen offers (the tabs screen of a waiter has no Venda Direta); the first is the default.
 */
export function PontoDeVenda({
  abas = ABAS,
  permissoes,
  produtos,
  carregandoProdutos,
  erroProdutos,
  onRecarregarProdutos,
  lerCodigo,
  conta,
  avisoEstoque,
  recebedorPix,
}: {
  abas?: readonly Aba[];
  permissoes: PermissoesPdv;
  /** The signed-in account: its plan decides whether Mesas and Comandas open (FeatureGate "comandas"). */
  conta: Sessao | null | undefined;
  produtos: readonly ProdutoPdv[] | undefined;
  carregandoProdutos: boolean;
  erroProdutos: Error | null;
  onRecarregarProdutos: () => void;
  lerCodigo: (codigo: string) => Promise<ProdutoPdv | null>;
  /** The warning shown when a low or critical product goes into the cart. */
  avisoEstoque?: (produto: ProdutoPdv) => string | null;
  /** Who receives the PIX QR codes (the settings'); null: PIX without a QR (decision 137). */
  recebedorPix: RecebedorPix | null;
}) {
  const [params, setParams] = useSearchParams();
  const abaParam = params.get("aba");
  const abaPadrao = abas[0] ?? "comandas";
  const aba: Aba = abas.find((a) => a === abaParam) ?? abaPadrao;
  const mudarAba = (nova: string) =>
    setParams(
      (atual) => {
        const proximo = new URLSearchParams(atual);
        if (nova === abaPadrao) proximo.delete("aba");
        else proximo.set("aba", nova);
        return proximo;
      },
      { replace: true },
    );

  const resumo = useResumoPdv({ enabled: permissoes.vender });
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

  const abertas = comandas.data?.length;

  return (
    <div className="grid gap-6">
      {permissoes.vender ? <PdvResumoCards resumo={resumo.data} /> : null}
      <Tabs value={aba} onValueChange={mudarAba} className="grid gap-4">
        <TabsList
          className="grid h-12 w-full sm:inline-flex sm:w-auto sm:justify-self-start"
          style={{ gridTemplateColumns: `repeat(${abas.length}, minmax(0, 1fr))` }}
        >
          {abas.map((a) =>
            a === "vendas" ? (
              <TabsTrigger key={a} value="vendas" className="px-2 sm:px-4">
                <ShoppingCartIcon aria-hidden className="hidden sm:block" /> Venda Direta
              </TabsTrigger>
            ) : a === "mesas" ? (
              <TabsTrigger
                key={a}
                value="mesas"
                className="px-2 sm:px-4"
                onPointerEnter={precarregarAbasDeComandas}
                onFocus={precarregarAbasDeComandas}
              >
                <ArmchairIcon aria-hidden className="hidden sm:block" /> Mesas
              </TabsTrigger>
            ) : (
              <TabsTrigger
                key={a}
                value="comandas"
                className="px-2 sm:px-4"
                onPointerEnter={precarregarAbasDeComandas}
                onFocus={precarregarAbasDeComandas}
              >
                <ReceiptTextIcon aria-hidden className="hidden sm:block" /> Comandas
                {abertas ? (
                  <span className="rounded-full bg-primary/15 px-1.5 text-xs font-semibold text-primary tabular-nums">
                    {abertas}
                  </span>
                ) : null}
              </TabsTrigger>
            ),
          )}
        </TabsList>
        {abas.includes("vendas") ? (
          <TabsContent value="vendas">
            <VendaDireta
              produtos={produtos}
              carregandoProdutos={carregandoProdutos}
              erroProdutos={erroProdutos !== null}
              onRecarregarProdutos={onRecarregarProdutos}
              carrinho={carrinho}
              lerCodigo={lerCodigo}
              podeCancelar={permissoes.cancelar}
              recebedorPix={recebedorPix}
            />
          </TabsContent>
        ) : null}
        <TabsContent value="mesas">
          <Suspense fallback={<CarregandoDados />}>
            <AbaMesas
              conta={conta}
              mesas={mesas.data}
              comandas={comandas.data}
              carregando={mesas.isPending}
              erro={mesas.isError}
              onRecarregar={() => mesas.refetch()}
              onAbrirComanda={(mesa: Mesa) => setAbrindo({ mesaId: mesa.id })}
              onVerComanda={setDetalhe}
              podeEditar={permissoes.editarMesas}
            />
          </Suspense>
        </TabsContent>
        <TabsContent value="comandas">
          <Suspense fallback={<CarregandoDados />}>
            <AbaComandas
              conta={conta}
              comandas={comandas.data}
              carregando={comandas.isPending}
              erro={comandas.isError}
              onRecarregar={() => comandas.refetch()}
              onAbrirComanda={() => setAbrindo({ mesaId: null })}
              onVerDetalhes={setDetalhe}
              podeCancelar={permissoes.cancelar}
            />
          </Suspense>
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
        podeFechar={permissoes.fecharComandas}
        podeCancelar={permissoes.cancelar}
        recebedorPix={recebedorPix}
      />
    </div>
  );
}
