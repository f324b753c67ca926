import type { RemoverItemComandaDados } from "@/shared/pos/correcoes";
import type { ComandaComNota } from "@/shared/pos/schemas";
import type { Database } from "../../db/client";
import { EntradaInvalida, NaoEncontrado } from "../../lib/errors";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import * as q from "./comandas.queries";
import { obterComanda, requireComandaAberta } from "./comandas.service";
import { conferirContaPaga } from "./fechamento.service";

/**
 * Removes or reduces a line of an open tab with a reason (decision 134), at the version the person saw.
 * No stock moves: a tab takes its stock only when it closes, so what leaves the tab before never left
 * the shelf. The totals are recomputed from the lines, and the removal stays in the tab's history.
 */
export async function removerItemComanda(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    itemId,
    dados,
    now = new Date(),
  }: {
    usuarioId: string;
    autor: Autor;
    id: string;
    itemId: string;
    dados: RemoverItemComandaDados;
    now?: Date;
  },
): Promise<ComandaComNota> {
  await db.transaction(async (tx) => {
    const comanda = await requireComandaAberta(tx, { usuarioId, id, versao: dados.versao });
    const item = await q.obterItemComanda(tx, { usuarioId, comandaId: id, id: itemId });
    if (!item) throw itemNaoEncontrado();
    if (dados.quantidade > item.quantidade)
      throw new EntradaInvalida({
        quantidade: `A comanda tem ${item.quantidade} unidade(s) deste item`,
      });
    await q.reduzirItemComanda(tx, {
      usuarioId,
      id: itemId,
      quantidade: dados.quantidade,
      restante: item.quantidade - dados.quantidade,
    });
    const versao = await q.recalcularComanda(tx, { usuarioId, id, now });
    await q.inserirEvento(tx, {
      usuario_id: usuarioId,
      comanda_id: id,
      tipo: "item_removido",
      produto_id: item.produto_id,
      quantidade: dados.quantidade,
      preco_unitario: item.preco_unitario,
      motivo: dados.motivo,
      responsavel: autor.nome,
      responsavel_id: autor.id,
      versao,
      created_at: now,
    });
    await publicarEvento(tx, usuarioId, { tipo: "comanda", id });
    // Below what was paid is refused; exactly what was paid closes the tab (decision 152).
    await conferirContaPaga(tx, { usuarioId, autor, comanda, now });
  });
  return obterComanda(db, { usuarioId, id, now });
}

export const itemNaoEncontrado = () => new NaoEncontrado("Item não encontrado na comanda");
