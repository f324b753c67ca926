import { ROTULO_EVENTO_COMANDA } from "@/shared/pos/constantes";
import type { EventoComanda } from "@/shared/pos/correcoes";

/** How a history line reads: additions plain, what took from the bill red, moves and merges muted. */
export type TomDoEvento = "normal" | "perda" | "movimento";

const TOM: Record<EventoComanda["tipo"], TomDoEvento> = {
  item_adicionado: "normal",
  item_recebido: "normal",
  juntou_comanda: "normal",
  item_removido: "perda",
  comanda_cancelada: "perda",
  comanda_fechada: "movimento",
  item_transferido: "movimento",
  comanda_juntada: "movimento",
  mesa_trocada: "movimento",
  conta_ajustada: "movimento",
};

const ondeEstava = (mesa: number | null) => (mesa === null ? "Balcão" : `Mesa ${mesa}`);

/**
 * One line of "Histórico" as a person reads it: what happened, to which product and how many, and — for
 * a move, a merge or a change of table (decision 136) — the other tab or the tables.
 * "Transferido para CMD000012: 2× Chope", "Mesa 3 → Balcão", "Juntada à comanda CMD000012".
 */
export function descreverEvento(e: EventoComanda): { texto: string; tom: TomDoEvento } {
  const outra = e.comanda_relacionada ?? "outra comanda";
  const titulo =
    e.tipo === "item_transferido"
      ? `Transferido para ${outra}`
      : e.tipo === "item_recebido"
        ? `Recebido de ${outra}`
        : e.tipo === "comanda_juntada"
          ? `Juntada à comanda ${outra}`
          : e.tipo === "juntou_comanda"
            ? `Juntou a comanda ${outra}`
            : e.tipo === "mesa_trocada"
              ? `${ROTULO_EVENTO_COMANDA.mesa_trocada}: ${ondeEstava(e.mesa_anterior)} → ${ondeEstava(e.mesa_nova)}`
              : ROTULO_EVENTO_COMANDA[e.tipo];
  const item = e.produto ? `: ${e.quantidade ?? ""}× ${e.produto}` : "";
  return { texto: `${titulo}${item}`, tom: TOM[e.tipo] };
}
