import { useQueryClient } from "@tanstack/react-query";
import { ShoppingCartIcon } from "lucide-react";
import { useCallback } from "react";
import { formatarAvisoEstoque } from "@/shared/stock/alertas";
import { PageHeader } from "@/web/components/layout/page-header";
import { useSessao } from "@/web/features/accounts/api/obter-sessao";
import { usePode } from "@/web/features/accounts/hooks/use-pode";
import { CaixaDoTerminal } from "@/web/features/caixa/components/caixa-do-terminal";
import { produtoPorCodigoQueryOptions } from "@/web/features/catalog/api/buscar-produto-por-codigo";
import { useProdutos } from "@/web/features/catalog/api/listar-produtos";
import { useAlertas } from "@/web/features/catalog/api/obter-alertas";
import { MENSAGEM_CODIGO_NAO_ENCONTRADO } from "@/web/features/catalog/hooks/use-produto-por-codigo";
import { useRecebedorPix } from "@/web/features/pos/api/obter-recebedor-pix";
import { PontoDeVenda } from "@/web/features/pos/components/ponto-de-venda";
import type { ProdutoPdv } from "@/web/features/pos/lib/produto-pdv";
import { toast } from "@/web/features/pos/lib/toast";
import { ApiError } from "@/web/lib/api";
import { useTerminal } from "@/web/lib/terminal";
import { PedirCaixaSePuder } from "./pedir-caixa";

/**
 * /app/vendas (spec §2.1): the point of sale. Composes four features (decision 040): the catalogue's
 * products and barcode lookup feed the PDV, the settings' PIX key its QR codes, and a sale or a tab
 * close refreshes the catalogue (stock, cards) and the stock movements, which the server wrote in the
 * same transaction. The cash register shows the till's caixa above it and opens one right there when a
 * sale is refused for want of it (decision 164).
 */
export function Component() {
  const queryClient = useQueryClient();
  const produtos = useProdutos();
  const conta = useSessao().data;
  const alertas = useAlertas();
  const pode = usePode();
  // The settings' PIX receiver: the QR codes of the sale and tab dialogs (decision 137).
  const recebedorPix = useRecebedorPix({ enabled: pode("comandas.fechar") }).data ?? null;

  // The catalogue's alert list tells the PDV which products are low or critical (decision 113).
  const avisoEstoque = useCallback(
    (produto: ProdutoPdv) => {
      const alerta = alertas.data?.estoque.find((a) => a.produto_id === produto.id);
      return alerta ? formatarAvisoEstoque({ ...produto, nivel: alerta.nivel }) : null;
    },
    [alertas.data],
  );

  // A scanned code: the catalogue's lookup; the PDV adds what it finds (one toast: "Produto adicionado").
  const lerCodigo = useCallback(
    async (codigo: string): Promise<ProdutoPdv | null> => {
      try {
        return await queryClient.fetchQuery(produtoPorCodigoQueryOptions(codigo));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        if (error instanceof ApiError && error.status === 404) {
          toast.error(MENSAGEM_CODIGO_NAO_ENCONTRADO, { description: codigo });
        } else {
          toast.error("Erro ao processar código de barras");
        }
        return null;
      }
    },
    [queryClient],
  );

  const terminal = useTerminal();

  return (
    <div className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6">
      <PageHeader
        title="PDV - Ponto de Venda"
        subtitle="Sistema de vendas integrado ao estoque"
        icon={ShoppingCartIcon}
      />
      <PedirCaixaSePuder
        podeAbrir={pode("caixa")}
        barra={(abrir) => <CaixaDoTerminal terminal={terminal} onAbrir={abrir} />}
      >
        <PontoDeVenda
          permissoes={{
            vender: pode("vender"),
            fecharComandas: pode("comandas.fechar"),
            cancelar: pode("cancelar"),
            editarMesas: pode("mesas.editar"),
          }}
          produtos={produtos.data}
          carregandoProdutos={produtos.isPending}
          erroProdutos={produtos.error}
          onRecarregarProdutos={() => produtos.refetch()}
          lerCodigo={lerCodigo}
          conta={conta}
          avisoEstoque={avisoEstoque}
          recebedorPix={recebedorPix}
        />
      </PedirCaixaSePuder>
    </div>
  );
}
