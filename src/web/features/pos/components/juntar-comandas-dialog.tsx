import { MergeIcon } from "lucide-react";
import { useState } from "react";
import type { Comanda } from "@/shared/pos/schemas";
import { formatarDinheiro } from "@/web/lib/format";
import { useJuntarComandas } from "../api/juntar-comandas";
import { useComandasAbertas } from "../api/listar-comandas-abertas";
import { useChaveDoPedido } from "../hooks/use-chave-do-pedido";
import { useFalhaDaTransferencia } from "../hooks/use-falha-da-transferencia";
import { toast } from "../lib/toast";
import { ondeEstaComanda } from "./atendimento-lista";
import { EscolherComanda } from "./escolher-comanda";
import { MoverDialogo, MoverFormulario } from "./mover-dialogo";

/**
 * "Juntar comandas" (decision 138), from the tab on screen: the chosen open tab comes into this one —
 * all its items — and ends as juntada, its table free. The person stays on this tab, which now holds
 * the whole bill. At the versions on screen of both tabs, one key per attempt.
 */
export function JuntarComandasDialog({
  comanda,
  open,
  onOpenChange,
}: {
  comanda: Comanda;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const juntar = useJuntarComandas();
  return (
    <MoverDialogo
      titulo="Juntar comandas"
      descricao={`Escolha a comanda que vem para a ${comanda.numero_comanda}: todos os itens dela passam para esta.`}
      open={open}
      onOpenChange={onOpenChange}
      pendente={juntar.isPending}
    >
      <Formulario comanda={comanda} juntar={juntar} onFeito={() => onOpenChange(false)} />
    </MoverDialogo>
  );
}

function Formulario({
  comanda,
  juntar,
  onFeito,
}: {
  comanda: Comanda;
  juntar: ReturnType<typeof useJuntarComandas>;
  onFeito: () => void;
}) {
  const abertas = useComandasAbertas();
  const outras = (abertas.data ?? []).filter((c) => c.id !== comanda.id);
  const [origemId, setOrigemId] = useState<string | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const falhou = useFalhaDaTransferencia({ titulo: "Erro ao juntar comandas", setErros, setAviso });

  const origem = outras.find((c) => c.id === origemId) ?? null;
  // The chosen tab is the one that moves: this tab is its destination.
  const dados = origem
    ? { destino_id: comanda.id, versao: origem.versao, versao_destino: comanda.versao }
    : null;
  const { chave, renovar } = useChaveDoPedido(JSON.stringify([origem?.id, dados]));

  const confirmar = () => {
    if (!origem || !dados) return;
    setAviso(null);
    juntar.mutate(
      { id: origem.id, dados: { ...dados, chave_idempotencia: chave } },
      {
        onSuccess: ({ origem: juntada }) => {
          renovar();
          toast.success(`Comanda ${juntada.comanda.numero_comanda} juntada a esta`, {
            description: `Os itens estão na comanda ${comanda.numero_comanda}`,
          });
          onFeito();
        },
        onError: falhou,
      },
    );
  };

  return (
    <MoverFormulario
      aviso={aviso}
      erros={erros}
      pendente={juntar.isPending}
      podeConfirmar={origem !== null}
      rotuloConfirmar="Juntar comandas"
      icone={<MergeIcon className="max-sm:hidden" aria-hidden />}
      onVoltar={onFeito}
      onConfirmar={confirmar}
    >
      <EscolherComanda
        legenda="Trazer a comanda"
        comandas={outras}
        value={origemId}
        onChange={(id) => {
          setOrigemId(id);
          setErros({});
        }}
        disabled={juntar.isPending}
      />
      {origem ? (
        <p className="rounded-lg border bg-muted/30 px-3 py-2.5 text-sm">
          {resumoDaJuntada(origem, comanda)}
        </p>
      ) : null}
    </MoverFormulario>
  );
}

/** What will happen, in the words of the bar: "Os 3 itens (R$ 36,00) da Mesa 5 …". */
function resumoDaJuntada(origem: Comanda, destino: Comanda): string {
  const unidades = origem.itens.reduce((soma, i) => soma + i.quantidade, 0);
  const itens = unidades === 1 ? "O item" : `Os ${unidades} itens`;
  const mesaLivre = origem.mesa ? ` e a mesa ${origem.mesa.numero_mesa} fica livre` : "";
  const onde = ondeEstaComanda(origem);
  return unidades === 0
    ? `A comanda ${origem.numero_comanda} (${onde}) está vazia: ela é encerrada como juntada${mesaLivre}.`
    : `${itens} (${formatarDinheiro(origem.total)}) da comanda ${origem.numero_comanda} (${onde}) passam para a ${destino.numero_comanda}. Ela é encerrada como juntada${mesaLivre}.`;
}
