import { MENSAGEM_NOME_CLIENTE_BALCAO } from "@/shared/pos/constantes";
import type { ComandaComNota } from "@/shared/pos/schemas";
import type { TrocarMesaDados } from "@/shared/pos/transferencias";
import type { Database } from "../../db/client";
import { isUniqueViolation } from "../../lib/db-errors";
import { EntradaInvalida } from "../../lib/errors";
import { publicarEvento } from "../../lib/events";
import type { Autor } from "../../lib/session";
import * as q from "./comandas.queries";
import { obterComanda, requireComandaAberta } from "./comandas.service";
import * as mesasq from "./mesas.queries";
import { MesaNaoLivre, mesaNaoEncontrada } from "./pos.errors";
import * as tq from "./transferencias.queries";

/**
 * "Trocar de mesa" (decision 136): an open tab goes to a free table, or to the counter (with the
 * customer's name, decision 131), or from the counter to a table. The old table is freed and the new one
 * taken in one transaction: the tab first, then both tables in id order (a close frees its table after
 * locking its tab; opening a tab takes its table alone), so it waits for them or they for it, never both.
 * The bill does not change, so the version seen is not asked for; the version is still bumped, as by
 * every change. Moving to where the tab already is changes nothing.
 */
export async function trocarMesa(
  db: Database,
  {
    usuarioId,
    autor,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; autor: Autor; id: string; dados: TrocarMesaDados; now?: Date },
): Promise<ComandaComNota> {
  try {
    await db.transaction(async (tx) => {
      const comanda = await requireComandaAberta(tx, { usuarioId, id });
      const anteriorId = comanda.mesa_id;
      const novaId = dados.mesa_id;
      if (novaId === anteriorId) return;
      if (novaId === null && !(dados.cliente_nome ?? comanda.cliente_nome))
        throw new EntradaInvalida({ cliente_nome: MENSAGEM_NOME_CLIENTE_BALCAO });

      const numeros = new Map<string, number>();
      for (const mesaId of [anteriorId, novaId].filter((m) => m !== null).sort()) {
        const mesa = await mesasq.travarMesa(tx, { id: mesaId, usuarioId });
        if (!mesa) throw mesaNaoEncontrada();
        numeros.set(mesaId, mesa.numero_mesa);
      }
      if (novaId !== null && !(await mesasq.ocuparMesa(tx, { id: novaId, usuarioId, now })))
        throw new MesaNaoLivre();
      if (anteriorId !== null) await mesasq.liberarMesa(tx, { id: anteriorId, usuarioId, now });

      const versao = await tq.mudarMesaDaComanda(tx, {
        usuarioId,
        id,
        mesaId: novaId,
        clienteNome: dados.cliente_nome,
        now,
      });
      await q.inserirEvento(tx, {
        usuario_id: usuarioId,
        comanda_id: id,
        tipo: "mesa_trocada",
        mesa_anterior: anteriorId === null ? null : numeros.get(anteriorId),
        mesa_nova: novaId === null ? null : numeros.get(novaId),
        responsavel: autor.nome,
        responsavel_id: autor.id,
        versao,
        created_at: now,
      });
      await publicarEvento(tx, usuarioId, { tipo: "comanda", id });
      for (const mesaId of [anteriorId, novaId])
        if (mesaId !== null) await publicarEvento(tx, usuarioId, { tipo: "mesa", id: mesaId });
    });
  } catch (error) {
    // The last guard (decision 032): one open tab per table.
    if (isUniqueViolation(error, "comandas_mesa_aberta_key")) throw new MesaNaoLivre();
    throw error;
  }
  return obterComanda(db, { usuarioId, id, now });
}
