import { useQueryClient } from "@tanstack/react-query";
import { ArchiveIcon } from "lucide-react";
import { type Comanda, ROTULO_FORMA_PAGAMENTO } from "@/shared/pos/schemas";
import { LIMITE_COMANDAS_FECHADAS, useComandasFechadas } from "../api/listar-comandas-fechadas";
import { comandaQueryOptions } from "../api/obter-comanda";
import { type LinhaReimpressao, ListaReimpressao, ReimpressaoDialog } from "./reimpressao";

/** "Comandas fechadas": the latest closed tabs, each with "Reimprimir" (the note printed when it closed). */
export function ComandasFechadasDialog() {
  return (
    <ReimpressaoDialog
      titulo="Comandas fechadas"
      descricao={`As ${LIMITE_COMANDAS_FECHADAS} comandas fechadas mais recentes. Reimprima a nota de qualquer uma.`}
      icone={ArchiveIcon}
    >
      <ListaComandas />
    </ReimpressaoDialog>
  );
}

function linhaDaComanda(comanda: Comanda): LinhaReimpressao {
  const detalhe = [
    comanda.mesa ? `Mesa ${comanda.mesa.numero_mesa}` : null,
    comanda.cliente_nome,
    comanda.forma_pagamento ? ROTULO_FORMA_PAGAMENTO[comanda.forma_pagamento] : null,
  ];
  return {
    id: comanda.id,
    numero: comanda.numero_comanda,
    dataHora: comanda.data_fechamento ?? comanda.data_abertura,
    detalhe: detalhe.filter(Boolean).join(" · "),
    total: comanda.total,
  };
}

function ListaComandas() {
  const comandas = useComandasFechadas();
  const queryClient = useQueryClient();
  return (
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
    />
  );
}
