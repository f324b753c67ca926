import { and, asc, eq } from "drizzle-orm";
import type { MesaDados } from "@/shared/pos/schemas";
import type { DbOrTx } from "../../db/client";
import { comandas, mesas } from "../../db/schema";

const colunas = {
  id: mesas.id,
  numero_mesa: mesas.numero_mesa,
  nome_mesa: mesas.nome_mesa,
  capacidade_pessoas: mesas.capacidade_pessoas,
  status: mesas.status,
  observacoes: mesas.observacoes,
  created_at: mesas.created_at,
  updated_at: mesas.updated_at,
  comanda_id: comandas.id,
  numero_comanda: comandas.numero_comanda,
};

/** Active tables of the account with the tab open on each (at most one: a partial unique index). */
function selectMesas(db: DbOrTx, usuarioId: string) {
  return db
    .select(colunas)
    .from(mesas)
    .leftJoin(
      comandas,
      and(eq(comandas.mesa_id, mesas.id), eq(comandas.usuario_id, usuarioId), eq(comandas.status, "aberta")),
    );
}

const daConta = (usuarioId: string) => and(eq(mesas.usuario_id, usuarioId), eq(mesas.ativo, true));

export async function listarMesas(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  return selectMesas(db, usuarioId).where(daConta(usuarioId)).orderBy(asc(mesas.numero_mesa));
}

export type MesaRow = Awaited<ReturnType<typeof listarMesas>>[number];

export async function obterMesa(db: DbOrTx, { id, usuarioId }: { id: string; usuarioId: string }) {
  const [row] = await selectMesas(db, usuarioId).where(and(eq(mesas.id, id), daConta(usuarioId)));
  return row ?? null;
}

export async function criarMesa(
  db: DbOrTx,
  { usuarioId, dados, now }: { usuarioId: string; dados: MesaDados; now: Date },
) {
  const [row] = await db
    .insert(mesas)
    .values({
      ...dados,
      usuario_id: usuarioId,
      status: "livre",
      ativo: true,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: mesas.id });
  return row!.id;
}

export async function editarMesa(
  db: DbOrTx,
  { id, usuarioId, dados, now }: { id: string; usuarioId: string; dados: MesaDados; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(mesas)
    .set({ ...dados, updated_at: now })
    .where(and(eq(mesas.id, id), daConta(usuarioId)))
    .returning({ id: mesas.id });
  return rows.length > 0;
}

/**
 * Locks the table row. Opening a tab updates this row first, so a delete that holds the lock sees every
 * tab opened before it, and a tab opened after it finds the table inactive.
 */
export async function travarMesa(db: DbOrTx, { id, usuarioId }: { id: string; usuarioId: string }) {
  const [row] = await db
    .select({ id: mesas.id, numero_mesa: mesas.numero_mesa })
    .from(mesas)
    .where(and(eq(mesas.id, id), daConta(usuarioId)))
    .for("update");
  return row ?? null;
}

export async function temComandaAberta(
  db: DbOrTx,
  { mesaId, usuarioId }: { mesaId: string; usuarioId: string },
): Promise<boolean> {
  const [row] = await db
    .select({ id: comandas.id })
    .from(comandas)
    .where(
      and(eq(comandas.mesa_id, mesaId), eq(comandas.usuario_id, usuarioId), eq(comandas.status, "aberta")),
    )
    .limit(1);
  return !!row;
}

/** Soft delete: closed tabs keep pointing at the table. */
export async function excluirMesa(
  db: DbOrTx,
  { id, usuarioId, now }: { id: string; usuarioId: string; now: Date },
) {
  await db
    .update(mesas)
    .set({ ativo: false, updated_at: now })
    .where(and(eq(mesas.id, id), eq(mesas.usuario_id, usuarioId)));
}

/** livre → ocupada, only from livre: the check and the change in one statement. */
export async function ocuparMesa(
  db: DbOrTx,
  { id, usuarioId, now }: { id: string; usuarioId: string; now: Date },
) {
  const [row] = await db
    .update(mesas)
    .set({ status: "ocupada", updated_at: now })
    .where(and(eq(mesas.id, id), daConta(usuarioId), eq(mesas.status, "livre")))
    .returning({ id: mesas.id, numero_mesa: mesas.numero_mesa, nome_mesa: mesas.nome_mesa });
  return row ?? null;
}

export async function liberarMesa(
  db: DbOrTx,
  { id, usuarioId, now }: { id: string; usuarioId: string; now: Date },
) {
  await db
    .update(mesas)
    .set({ status: "livre", updated_at: now })
    .where(and(eq(mesas.id, id), eq(mesas.usuario_id, usuarioId), eq(mesas.status, "ocupada")));
}
