import type { Mesa, MesaDados } from "@/shared/pos/schemas";
import type { Database, DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../lib/db-errors";
import { publicarEvento } from "../../lib/events";
import * as q from "./mesas.queries";
import { MesaComComandaAberta, MesaDuplicada, mesaNaoEncontrada } from "./pos.errors";

/** The partial unique index (usuario_id, numero_mesa) among active tables. */
const INDICE_NUMERO_MESA = "mesas_usuario_numero_key";

function toMesa({ comanda_id, numero_comanda, ...row }: q.MesaRow): Mesa {
  return {
    ...row,
    comanda_aberta: comanda_id && numero_comanda ? { id: comanda_id, numero_comanda } : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function comNumeroUnico<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, INDICE_NUMERO_MESA)) throw new MesaDuplicada();
    throw error;
  }
}

export async function listarMesas(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<Mesa[]> {
  return (await q.listarMesas(db, { usuarioId })).map(toMesa);
}

export async function obterMesa(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const row = await q.obterMesa(db, { id, usuarioId });
  if (!row) throw mesaNaoEncontrada();
  return toMesa(row);
}

/** A new table is livre (§4). */
export async function criarMesa(
  db: Database,
  { usuarioId, dados, now = new Date() }: { usuarioId: string; dados: MesaDados; now?: Date },
): Promise<Mesa> {
  const id = await db.transaction(async (tx) => {
    const criada = await comNumeroUnico(() => q.criarMesa(tx, { usuarioId, dados, now }));
    await publicarEvento(tx, usuarioId, { tipo: "mesa", id: criada });
    return criada;
  });
  return obterMesa(db, { usuarioId, id });
}

/** Number, name, capacity and notes; the status only changes by opening and closing tabs. */
export async function editarMesa(
  db: Database,
  { usuarioId, id, dados, now = new Date() }: { usuarioId: string; id: string; dados: MesaDados; now?: Date },
): Promise<Mesa> {
  const ok = await db.transaction(async (tx) => {
    const editada = await comNumeroUnico(() => q.editarMesa(tx, { id, usuarioId, dados, now }));
    if (editada) await publicarEvento(tx, usuarioId, { tipo: "mesa", id });
    return editada;
  });
  if (!ok) throw mesaNaoEncontrada();
  return obterMesa(db, { usuarioId, id });
}

/** Refused while a tab is open on it (§5); otherwise a soft delete (decision 032). */
export async function excluirMesa(
  db: Database,
  { usuarioId, id, now = new Date() }: { usuarioId: string; id: string; now?: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const mesa = await q.travarMesa(tx, { id, usuarioId });
    if (!mesa) throw mesaNaoEncontrada();
    if (await q.temComandaAberta(tx, { mesaId: id, usuarioId })) throw new MesaComComandaAberta();
    await q.excluirMesa(tx, { id, usuarioId, now });
    await publicarEvento(tx, usuarioId, { tipo: "mesa", id });
  });
}
