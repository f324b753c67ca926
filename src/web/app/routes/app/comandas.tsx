import { ReceiptTextIcon } from "lucide-react";
import { PageHeader } from "@/web/components/layout/page-header";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { usePode } from "@/web/features/accounts/hooks/use-pode";
import { useProdutos } from "@/web/features/catalog/api/listar-produtos";
import { useRecebedorPix } from "@/web/features/pos/api/obter-recebedor-pix";
import { PontoDeVenda } from "@/web/features/pos/components/ponto-de-venda";
import { PedirCaixaSePuder } from "./pedir-caixa";

/**
 * /app/comandas: the tabs and the tables without the direct sale, the screen of whoever serves the tables
 * but does not sell (the waiter). Those who sell reach the same tabs inside the PDV.
 */
export function Component() {
  const produtos = useProdutos();
  const conta = useSessao().data;
  const pode = usePode();
  const recebedorPix = useRecebedorPix({ enabled: pode("comandas.fechar") }).data ?? null;

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeader title="Comandas" subtitle="Mesas e comandas abertas" icon={ReceiptTextIcon} />
      <PedirCaixaSePuder podeAbrir={pode("caixa")}>
        <PontoDeVenda
          abas={["comandas", "mesas"]}
          recebedorPix={recebedorPix}
          permissoes={{
            vender: false,
            fecharComandas: pode("comandas.fechar"),
            cancelar: pode("cancelar"),
            editarMesas: pode("mesas.editar"),
          }}
          produtos={produtos.data}
          carregandoProdutos={produtos.isPending}
          erroProdutos={produtos.error}
          onRecarregarProdutos={() => produtos.refetch()}
          // The barcode belongs to the direct sale, a tab this screen does not have.
          lerCodigo={async () => null}
          conta={conta}
        />
      </PedirCaixaSePuder>
    </div>
  );
}
