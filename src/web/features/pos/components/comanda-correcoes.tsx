import { useState } from "react";
import { MENSAGEM_COMANDA_ALTERADA } from "@/shared/pos/constantes";
import type { Comanda, ItemComanda } from "@/shared/pos/schemas";
import { usePedirCaixa } from "@/web/lib/caixa-exigido";
import { formatarDinheiro } from "@/web/lib/format";
import { useCancelarComanda } from "../api/cancelar-comanda";
import { useRemoverItemComanda } from "../api/remover-item-comanda";
import { useComandaAlterada } from "../hooks/use-comanda-alterada";
import { tratarErroCorrecao } from "../lib/erro-correcao";
import { toast } from "../lib/toast";
import { MotivoDialog } from "./motivo-dialog";

/** Which correction of an open tab is being confirmed. */
export type CorrecaoComanda = { tipo: "remover"; item: ItemComanda } | { tipo: "cancelar" } | null;

/**
 * The confirmations of an open tab's corrections (decision 134): remove units of a line, or cancel the
 * whole tab (empty or not), each with a reason, at the version on screen. A tab changed on another
 * device meanwhile is refused (409): the new state shows and the person decides again.
 */
export function ComandaCorrecoes({
  comanda,
  correcao,
  onCorrecaoChange,
  onCancelada,
}: {
  comanda: Comanda;
  correcao: CorrecaoComanda;
  onCorrecaoChange: (correcao: CorrecaoComanda) => void;
  onCancelada: (comanda: Comanda) => void;
}) {
  const remover = useRemoverItemComanda();
  const cancelar = useCancelarComanda();
  const alterada = useComandaAlterada();
  const pedirCaixa = usePedirCaixa();
  const [erros, setErros] = useState<Record<string, string>>({});
  const fechar = () => {
    onCorrecaoChange(null);
    setErros({});
  };
  const aoFalhar = (titulo: string) => (error: unknown) => {
    if (alterada(error)) {
      fechar();
      toast.warning(MENSAGEM_COMANDA_ALTERADA);
      return;
    }
    tratarErroCorrecao(error, { titulo, setErros, pedirCaixa });
  };

  if (correcao?.tipo === "remover") {
    const { item } = correcao;
    return (
      <MotivoDialog
        open
        onOpenChange={(aberto) => !aberto && fechar()}
        titulo="Remover item"
        descricao={`${item.quantidade}× ${item.produto.nome} na comanda ${comanda.numero_comanda}. O estoque não muda: a comanda só tira do estoque ao fechar.`}
        quantidadeMaxima={item.quantidade}
        rotuloConfirmar="Remover"
        pendente={remover.isPending}
        erros={erros}
        onAlterar={() => setErros({})}
        onConfirmar={({ motivo, quantidade }) =>
          remover.mutate(
            { id: comanda.id, itemId: item.id, dados: { motivo, quantidade, versao: comanda.versao } },
            {
              onSuccess: () => {
                toast.success("Item removido da comanda");
                fechar();
              },
              onError: aoFalhar("Erro ao remover item"),
            },
          )
        }
      />
    );
  }
  return (
    <MotivoDialog
      open={correcao?.tipo === "cancelar"}
      onOpenChange={(aberto) => !aberto && fechar()}
      titulo={`Cancelar comanda ${comanda.numero_comanda}`}
      descricao={[
        comanda.mesa
          ? `A comanda é cancelada e a mesa ${comanda.mesa.numero_mesa} fica livre. Nada sai do estoque.`
          : "A comanda é cancelada. Nada sai do estoque.",
        // Decision 152: a cancellation refunds nothing; the payments stay on the cancelled tab's record.
        comanda.pagamentos.length > 0
          ? `Já foram pagos ${formatarDinheiro(comanda.pago)}: devolva ao cliente, o cancelamento não estorna pagamentos.`
          : null,
      ]
        .filter(Boolean)
        .join(" ")}
      rotuloConfirmar="Cancelar comanda"
      pendente={cancelar.isPending}
      erros={erros}
      onAlterar={() => setErros({})}
      onConfirmar={({ motivo }) =>
        cancelar.mutate(
          { id: comanda.id, dados: { motivo, versao: comanda.versao } },
          {
            onSuccess: ({ comanda: cancelada }) => {
              toast.success(`Comanda ${cancelada.numero_comanda} cancelada`);
              fechar();
              onCancelada(cancelada);
            },
            onError: aoFalhar("Erro ao cancelar comanda"),
          },
        )
      }
    />
  );
}
