import { useQueryClient } from "@tanstack/react-query";
import { HistoryIcon } from "lucide-react";
import { ROTULO_FORMA_PAGAMENTO, type Venda } from "@/shared/pos/schemas";
import { LIMITE_ULTIMAS_VENDAS, useVendas } from "../api/listar-vendas";
import { vendaQueryOptions } from "../api/obter-venda";
import { type LinhaReimpressao, ListaReimpressao, ReimpressaoDialog } from "./reimpressao";

/** "Últimas vendas": the latest sales, each with "Reimprimir" (the same receipt as the first print). */
export function UltimasVendasDialog() {
  return (
    <ReimpressaoDialog
      titulo="Últimas vendas"
      descricao={`As ${LIMITE_ULTIMAS_VENDAS} vendas diretas mais recentes. Reimprima o recibo de qualquer uma.`}
      icone={HistoryIcon}
    >
      <ListaVendas />
    </ReimpressaoDialog>
  );
}

function linhaDaVenda(venda: Venda): LinhaReimpressao {
  const itens = venda.itens.reduce((soma, i) => soma + i.quantidade, 0);
  return {
    id: venda.id,
    numero: venda.numero_venda,
    dataHora: venda.data_venda,
    detalhe: `${itens} ${itens === 1 ? "item" : "itens"} · ${ROTULO_FORMA_PAGAMENTO[venda.forma_pagamento]}`,
    total: venda.total,
  };
}

function ListaVendas() {
  const vendas = useVendas();
  const queryClient = useQueryClient();
  return (
    <ListaReimpressao
      rotulo="Últimas vendas"
      vazio="Nenhuma venda ainda"
      linhas={vendas.data?.map(linhaDaVenda)}
      carregando={vendas.isPending}
      erro={vendas.isError}
      onTentarNovamente={() => vendas.refetch()}
      buscarNota={async (id) => (await queryClient.fetchQuery(vendaQueryOptions(id))).nota}
    />
  );
}
