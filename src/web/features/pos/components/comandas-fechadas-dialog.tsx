import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { rotuloDosPagamentos } from "@/shared/pos/formas-pagamento";
import type { Comanda } from "@/shared/pos/schemas";
import { usePedirCaixa } from "@/web/lib/caixa-exigido";
import { useCancelarComanda } from "../api/cancelar-comanda";
import { LIMITE_COMANDAS_FECHADAS, useComandasFechadas } from "../api/listar-comandas-fechadas";
import { comandaQueryOptions } from "../api/obter-comanda";
import { tratarErroCorrecao } from "../lib/erro-correcao";
import { toast } from "../lib/toast";
import { MotivoDialog } from "./motivo-dialog";
import { type LinhaReimpressao, ListaReimpressao, ReimpressaoDialog } from "./reimpressao";

/**
 * "Comandas fechadas": the latest closed, cancelled and merged tabs, each with "Reimprimir" (the note
 * printed when it closed) and, while closed, "Cancelar" with a reason (decision 133). A merged tab says
 * which tab took its items (decision 138), and has nothing to reprint or cancel.
 */
export function ComandasFechadasDialog({
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
      titulo="Comandas fechadas"
      descricao={`As ${LIMITE_COMANDAS_FECHADAS} comandas fechadas mais recentes. Reimprima a nota ou cancele uma comanda.`}
      aberto={open}
      onAbertoChange={onOpenChange}
    >
      <ListaComandas podeCancelar={podeCancelar} />
    </ReimpressaoDialog>
  );
}

const MARCA = { aberta: null, fechada: null, cancelada: "Cancelada", juntada: "Juntada" } as const;

function linhaDaComanda(comanda: Comanda): LinhaReimpressao {
  const detalhe = [
    comanda.juntada_a ? `Juntada à ${comanda.juntada_a.numero_comanda}` : null,
    comanda.mesa ? `Mesa ${comanda.mesa.numero_mesa}` : null,
    comanda.cliente_nome,
    comanda.pagamentos.length > 0 ? rotuloDosPagamentos(comanda.pagamentos) : null,
  ];
  return {
    id: comanda.id,
    numero: comanda.numero_comanda,
    dataHora: comanda.data_fechamento ?? comanda.cancelada_em ?? comanda.juntada_em ?? comanda.data_abertura,
    detalhe: detalhe.filter(Boolean).join(" · "),
    total: comanda.total_a_pagar,
    marca: MARCA[comanda.status],
  };
}

function ListaComandas({
  podeCancelar,
}: {
  /** The role may cancel (the `cancelar` permission): otherwise the list only reprints. */
  podeCancelar: boolean;
}) {
  const comandas = useComandasFechadas();
  const queryClient = useQueryClient();
  const cancelar = useCancelarComanda();
  const pedirCaixa = usePedirCaixa();
  const [alvo, setAlvo] = useState<Comanda | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const fecharDialogo = () => {
    setAlvo(null);
    setErros({});
  };
  return (
    <>
      <ListaReimpressao
        rotulo="Comandas fechadas"
        vazio="Nenhuma comanda fechada"
        linhas={comandas.data?.map(linhaDaComanda)}
        carregando={comandas.isPending}
        erro={comandas.isError}
        onTentarNovamente={() => comandas.refetch()}
        // Asked on each "Reimprimir" (the establishment's name may have changed).
        buscarNota={async (id) =>
          (await queryClient.fetchQuery({ ...comandaQueryOptions(id), staleTime: 0 })).nota
        }
        onCancelar={
          podeCancelar ? (linha) => setAlvo(comandas.data?.find((c) => c.id === linha.id) ?? null) : undefined
        }
      />
      <MotivoDialog
        open={alvo !== null}
        onOpenChange={(aberto) => !aberto && fecharDialogo()}
        titulo={`Cancelar comanda ${alvo?.numero_comanda ?? ""}`}
        descricao="O estoque dos produtos volta, e a comanda sai da receita e dos relatórios. Ela continua na lista, marcada como Cancelada."
        rotuloConfirmar="Cancelar comanda"
        pendente={cancelar.isPending}
        erros={erros}
        onAlterar={() => setErros({})}
        onConfirmar={({ motivo }) => {
          if (!alvo) return;
          cancelar.mutate(
            { id: alvo.id, dados: { motivo, versao: alvo.versao } },
            {
              onSuccess: ({ comanda }) => {
                toast.success(`Comanda ${comanda.numero_comanda} cancelada`);
                fecharDialogo();
              },
              onError: (error) =>
                tratarErroCorrecao(error, { titulo: "Erro ao cancelar comanda", setErros, pedirCaixa }),
            },
          );
        }}
      />
    </>
  );
}
