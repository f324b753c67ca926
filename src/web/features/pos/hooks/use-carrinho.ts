import { useCallback, useEffect, useMemo, useReducer } from "react";
import { carrinhoReducer, totaisDoCarrinho } from "../lib/carrinho";
import { lerCarrinhoSalvo, salvarCarrinho } from "../lib/carrinho-salvo";
import type { ProdutoPdv } from "../lib/produto-pdv";
import { toast } from "../lib/toast";

/**
 * The direct sale's draft in the page (the pure reducer of lib/carrinho.ts), kept in the tab's
 * sessionStorage so a reload does not lose it. When the catalogue is refetched, the lines pick up the
 * new prices and stock for the screen. Adding a product that is low or critical warns (decision 113).
 */
export function useCarrinho(
  produtos: readonly ProdutoPdv[] | undefined,
  /** The warning for a product on the low-stock list (the route knows the alerts), or null. */
  avisoEstoque?: (produto: ProdutoPdv) => string | null,
) {
  const [estado, dispatch] = useReducer(carrinhoReducer, undefined, () => lerCarrinhoSalvo(armazenamento()));

  useEffect(() => salvarCarrinho(armazenamento(), estado), [estado]);

  useEffect(() => {
    if (produtos) dispatch({ tipo: "atualizarProdutos", produtos });
  }, [produtos]);

  const adicionar = useCallback(
    (produto: ProdutoPdv, quantidade: number) => {
      dispatch({ tipo: "adicionar", produto, quantidade });
      toast.success("Produto adicionado", { description: `${produto.nome} foi adicionado ao carrinho` });
      const aviso = avisoEstoque?.(produto);
      if (aviso) toast.warning(aviso, { description: "Reponha o estoque em breve." });
    },
    [avisoEstoque],
  );

  const totais = useMemo(() => totaisDoCarrinho(estado), [estado]);
  const quantidadeNoCarrinho = useMemo(
    () => new Map(estado.linhas.map((l) => [l.produto.id, l.quantidade])),
    [estado.linhas],
  );

  return { estado, dispatch, adicionar, totais, quantidadeNoCarrinho };
}

export type CarrinhoPdv = ReturnType<typeof useCarrinho>;

/** sessionStorage, when the browser lets the page have it. */
function armazenamento(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
