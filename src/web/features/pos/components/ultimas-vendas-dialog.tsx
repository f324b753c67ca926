import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { rotuloDosPagamentos } from "@/shared/pos/formas-pagamento";
import type { Venda } from "@/shared/pos/schemas";
import { usePedirCaixa } from "@/web/lib/caixa-exigido";
import { useCancelarVenda } from "../api/cancelar-venda";
import { LIMITE_ULTIMAS_VENDAS, useVendas } from "../api/listar-vendas";
import { vendaQueryOptions } from "../api/obter-venda";
import { tratarErroCorrecao } from "../lib/erro-correcao";
import { toast } from "../lib/toast";
import { MotivoDialog } from "./motivo-dialog";
import { type LinhaReimpressao, ListaReimpressao, ReimpressaoDialog } from "./reimpressao";

/**
 * "Últimas vendas": the latest sales, each with "Reimprimir" (the same receipt as the first print) and
 * "Cancelar" with a reason (decision 133); a cancelled one stays in the list, marked "Cancelada".
 */
export function UltimasVendasDialog({
  open,
  onOpenChange,
  podeCancelar,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The role may cancel (the `cancelar` permission): otherwise the list only reprints. */
  podeCancelar: boolean;
}) {
  return (
    <ReimpressaoDialog
      titulo="Últimas vendas"
      descricao={`As ${LIMITE_ULTIMAS_VENDAS} vendas diretas mais recentes. Reimprima o recibo ou cancele uma venda.`}
      aberto={open}
      onAbertoChange={onOpenChange}
    >
      <ListaVendas podeCancelar={podeCancelar} />
    </ReimpressaoDialog>
  );
}

function linhaDaVenda(venda: Venda): LinhaReimpressao {
  const itens = venda.itens.reduce((soma, i) => soma + i.quantidade, 0);
  return {
    id: venda.id,
    numero: venda.numero_venda,
    dataHora: venda.data_venda,
    detalhe: `${itens} ${itens === 1 ? "item" : "itens"} · ${rotuloDosPagamentos(venda.pagamentos)}`,
    total: venda.total_a_pagar,
    marca: venda.status === "cancelada" ? "Cancelada" : null,
  };
}

function ListaVendas({
  podeCancelar,
}: {
  /** The role may cancel (the `cancelar` permission): otherwise the list only reprints. */
  podeCancelar: boolean;
}) {
  const vendas = useVendas();
  const queryClient = useQueryClient();
  const cancelar = useCancelarVenda();
  const pedirCaixa = usePedirCaixa();
  const [alvo, setAlvo] = useState<LinhaReimpressao | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const fecharDialogo = () => {
    setAlvo(null);
    setErros({});
  };
  return (
    <>
      <ListaReimpressao
        rotulo="Últimas vendas"
        vazio="Nenhuma venda ainda"
        linhas={vendas.data?.map(linhaDaVenda)}
        carregando={vendas.isPending}
        erro={vendas.isError}
        onTentarNovamente={() => vendas.refetch()}
        buscarNota={async (id) => (await queryClient.fetchQuery(vendaQueryOptions(id))).nota}
        onCancelar={podeCancelar ? setAlvo : undefined}
      />
      <MotivoDialog
        open={alvo !== null}
        onOpenChange={(aberto) => !aberto && fecharDialogo()}
        titulo={`Cancelar venda ${alvo?.numero ?? ""}`}
        descricao="O estoque dos produtos volta, e a venda sai da receita e dos relatórios. Ela continua na lista, marcada como Cancelada."
        rotuloConfirmar="Cancelar venda"
        pendente={cancelar.isPending}
        erros={erros}
        onAlterar={() => setErros({})}
        onConfirmar={({ motivo }) => {
          if (!alvo) return;
          cancelar.mutate(
            { id: alvo.id, dados: { motivo } },
            {
              onSuccess: ({ venda }) => {
                toast.success(`Venda ${venda.numero_venda} cancelada`);
                fecharDialogo();
              },
              onError: (error) =>
                tratarErroCorrecao(error, { titulo: "Erro ao cancelar venda", setErros, pedirCaixa }),
            },
          );
        }}
      />
    </>
  );
}
