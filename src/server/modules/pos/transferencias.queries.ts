import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { comandas, itensComanda, transferenciasComanda } from "../../db/schema";

/** A tab's lines with everything a move carries to the other tab (price, cost, note, who sent it). */
export async function listarLinhasDaComanda(
  db: DbOrTx,
  { usuarioId, comandaId }: { usuarioId: string; comandaId: string },
) {
  return db
    .select({
      id: itensComanda.id,
      produto_id: itensComanda.produto_id,
      quantidade: itensComanda.quantidade,
      preco_unitario: itensComanda.preco_unitario,
      preco_custo: itensComanda.preco_custo,
      desconto_item: itensComanda.desconto_item,
      observacoes: itensComanda.observacoes,
      lancado_por_id: itensComanda.lancado_por_id,
      lancado_por: itensComanda.lancado_por,
    })
    .from(itensComanda)
    .where(and(eq(itensComanda.usuario_id, usuarioId), eq(itensComanda.comanda_id, comandaId)))
    .orderBy(asc(itensComanda.created_at), asc(itensComanda.id));
}

export type LinhaDaComanda = Awaited<ReturnType<typeof listarLinhasDaComanda>>[number];

/** The move or merge a key already made, if any (decision 136). */
export async function buscarTransferenciaPorChave(
  db: DbOrTx,
  { usuarioId, chave }: { usuarioId: string; chave: string },
) {
  const [row] = await db
    .select({ hash_requisicao: transferenciasComanda.hash_requisicao })
    .from(transferenciasComanda)
    .where(
      and(
        eq(transferenciasComanda.usuario_id, usuarioId),
        eq(transferenciasComanda.chave_idempotencia, chave),
      ),
    );
  return row ?? null;
}

export async function inserirTransferencia(db: DbOrTx, values: typeof transferenciasComanda.$inferInsert) {
  await db.insert(transferenciasComanda).values(values);
}

/**
 * The merged tab's end (decision 138): juntada, with the time. Its totals and version were recomputed
 * with the move of its lines, in the same transaction.
 */
export async function marcarJuntada(
  db: DbOrTx,
  { usuarioId, id, now }: { usuarioId: string; id: string; now: Date },
) {
  await db
    .update(comandas)
    .set({ status: "juntada", juntada_em: now, updated_at: now })
    .where(and(eq(comandas.id, id), eq(comandas.usuario_id, usuarioId), eq(comandas.status, "aberta")));
}

/**
 * The tab on another table, or at the counter (`mesaId` null); a name given becomes the customer's.
 * Returns the tab's next version (decision 132).
 */
export async function mudarMesaDaComanda(
  db: DbOrTx,
  {
    usuarioId,
    id,
    mesaId,
    clienteNome,
    now,
  }: { usuarioId: string; id: string; mesaId: string | null; clienteNome: string | null; now: Date },
): Promise<number> {
  const [row] = await db
    .update(comandas)
    .set({
      mesa_id: mesaId,
      ...(clienteNome ? { cliente_nome: clienteNome } : {}),
      versao: sql`${comandas.versao} + 1`,
      updated_at: now,
    })
    .where(and(eq(comandas.id, id), eq(comandas.usuario_id, usuarioId)))
    .returning({ versao: comandas.versao });
  return row!.versao;
}

/**
 * The merged tab's people join the tab that takes its lines, so the couvert they were charged stays
 * on the bill (decision 151); at most the bill's limit.
 */
export async function somarPessoas(
  db: DbOrTx,
  { usuarioId, de, para }: { usuarioId: string; de: string; para: string },
) {
  const origem = db
    .select({ pessoas: comandas.pessoas })
    .from(comandas)
    .where(and(eq(comandas.id, de), eq(comandas.usuario_id, usuarioId)));
  await db
    .update(comandas)
    .set({ pessoas: sql`least(999, ${comandas.pessoas} + (${origem}))` })
    .where(and(eq(comandas.id, para), eq(comandas.usuario_id, usuarioId)));
}
