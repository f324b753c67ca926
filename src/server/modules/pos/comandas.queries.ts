import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { StatusComanda } from "@/shared/pos/schemas";
import type { DbOrTx } from "../../db/client";
import { comandas, itensComanda, mesas, pedidosComanda, produtos } from "../../db/schema";
import type { Autor } from "../../lib/session";

const colunas = {
  id: comandas.id,
  numero_comanda: comandas.numero_comanda,
  status: comandas.status,
  mesa_id: comandas.mesa_id,
  numero_mesa: mesas.numero_mesa,
  nome_mesa: mesas.nome_mesa,
  cliente_nome: comandas.cliente_nome,
  cliente_telefone: comandas.cliente_telefone,
  subtotal: comandas.subtotal,
  desconto: comandas.desconto,
  total: comandas.total,
  forma_pagamento: comandas.forma_pagamento,
  data_abertura: comandas.data_abertura,
  data_fechamento: comandas.data_fechamento,
};

/** The table joined even when deleted since: a closed tab still says where it was. */
function selectComandas(db: DbOrTx, usuarioId: string, where: SQL | undefined) {
  return db
    .select(colunas)
    .from(comandas)
    .leftJoin(mesas, and(eq(mesas.id, comandas.mesa_id), eq(mesas.usuario_id, usuarioId)))
    .where(and(eq(comandas.usuario_id, usuarioId), where));
}

export async function listarComandas(
  db: DbOrTx,
  { usuarioId, status, limite }: { usuarioId: string; status: StatusComanda; limite?: number },
) {
  const query = selectComandas(db, usuarioId, eq(comandas.status, status)).orderBy(
    status === "aberta" ? desc(comandas.data_abertura) : desc(comandas.data_fechamento),
    desc(comandas.numero_comanda),
  );
  return limite ? query.limit(limite) : query;
}

export type ComandaRow = Awaited<ReturnType<typeof listarComandas>>[number];

export async function obterComanda(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const [row] = await selectComandas(db, usuarioId, eq(comandas.id, id));
  return row ?? null;
}

/** The lines of some tabs in the order they were added, with their products. */
export async function listarItensDasComandas(
  db: DbOrTx,
  { usuarioId, comandaIds }: { usuarioId: string; comandaIds: string[] },
) {
  if (comandaIds.length === 0) return [];
  return db
    .select({
      id: itensComanda.id,
      comanda_id: itensComanda.comanda_id,
      produto_id: itensComanda.produto_id,
      quantidade: itensComanda.quantidade,
      preco_unitario: itensComanda.preco_unitario,
      desconto_item: itensComanda.desconto_item,
      subtotal: itensComanda.subtotal,
      observacoes: itensComanda.observacoes,
      produto: { nome: produtos.nome, marca: produtos.marca, categoria: produtos.categoria },
    })
    .from(itensComanda)
    .innerJoin(produtos, and(eq(produtos.id, itensComanda.produto_id), eq(produtos.usuario_id, usuarioId)))
    .where(and(eq(itensComanda.usuario_id, usuarioId), inArray(itensComanda.comanda_id, comandaIds)))
    .orderBy(asc(itensComanda.comanda_id), asc(itensComanda.created_at), asc(itensComanda.id));
}

export type ItemComandaRow = Awaited<ReturnType<typeof listarItensDasComandas>>[number];

export async function inserirComanda(db: DbOrTx, values: typeof comandas.$inferInsert) {
  const [row] = await db.insert(comandas).values(values).returning({ id: comandas.id });
  return row!.id;
}

/**
 * Locks the tab for the rest of the transaction: two devices adding items, or an add racing a close,
 * take turns, and each one sees the other's committed items.
 */
export async function travarComanda(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const [row] = await db
    .select({
      id: comandas.id,
      status: comandas.status,
      numero_comanda: comandas.numero_comanda,
      mesa_id: comandas.mesa_id,
    })
    .from(comandas)
    .where(and(eq(comandas.id, id), eq(comandas.usuario_id, usuarioId)))
    .for("update");
  return row ?? null;
}

export async function inserirItensComanda(db: DbOrTx, values: (typeof itensComanda.$inferInsert)[]) {
  await db.insert(itensComanda).values(values);
}

/** The order a key already sent, if any (decision 130). */
export async function buscarPedidoPorChave(
  db: DbOrTx,
  { usuarioId, chave }: { usuarioId: string; chave: string },
) {
  const [row] = await db
    .select({ comanda_id: pedidosComanda.comanda_id, hash_requisicao: pedidosComanda.hash_requisicao })
    .from(pedidosComanda)
    .where(and(eq(pedidosComanda.usuario_id, usuarioId), eq(pedidosComanda.chave_idempotencia, chave)));
  return row ?? null;
}

export async function inserirPedido(db: DbOrTx, values: typeof pedidosComanda.$inferInsert) {
  await db.insert(pedidosComanda).values(values);
}

/** Σ of the tab's lines, in SQL: never a copy the browser holds. */
const somaItens = (usuarioId: string) =>
  sql`(select coalesce(sum(${itensComanda.subtotal}), 0) from ${itensComanda} where ${itensComanda.comanda_id} = ${comandas.id} and ${itensComanda.usuario_id} = ${usuarioId})`;

/** After an item is added: subtotal from all the items, total = max(subtotal − desconto, 0). */
export async function recalcularComanda(
  db: DbOrTx,
  { usuarioId, id, now }: { usuarioId: string; id: string; now: Date },
) {
  await db
    .update(comandas)
    .set({
      subtotal: somaItens(usuarioId),
      total: sql`greatest(${somaItens(usuarioId)} - ${comandas.desconto}, 0)`,
      updated_at: now,
    })
    .where(and(eq(comandas.id, id), eq(comandas.usuario_id, usuarioId)));
}

export async function fecharComanda(
  db: DbOrTx,
  {
    usuarioId,
    id,
    formaPagamento,
    desconto,
    autor,
    now,
  }: {
    usuarioId: string;
    id: string;
    formaPagamento: string;
    desconto: string;
    autor: Autor;
    now: Date;
  },
) {
  await db
    .update(comandas)
    .set({
      status: "fechada",
      data_fechamento: now,
      forma_pagamento: formaPagamento,
      desconto,
      subtotal: somaItens(usuarioId),
      total: sql`greatest(${somaItens(usuarioId)} - ${desconto}::numeric, 0)`,
      fechada_por_id: autor.id,
      fechada_por: autor.nome,
      updated_at: now,
    })
    .where(and(eq(comandas.id, id), eq(comandas.usuario_id, usuarioId), eq(comandas.status, "aberta")));
}
