import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { comandaEventos, comandas, itensComanda, mesas, pedidosComanda, produtos } from "../../db/schema";
import type { Autor } from "../../lib/session";

/** A merged tab's merge (its one comanda_juntada event) and the tab that took its lines (decision 138). */
const juntada = alias(comandaEventos, "juntada");
const destinoDaJuntada = alias(comandas, "destino_da_juntada");

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
  pessoas: comandas.pessoas,
  taxa_servico_percentual: comandas.taxa_servico_percentual,
  cobrar_taxa_servico: comandas.cobrar_taxa_servico,
  taxa_servico: comandas.taxa_servico,
  couvert_por_pessoa: comandas.couvert_por_pessoa,
  cobrar_couvert: comandas.cobrar_couvert,
  couvert: comandas.couvert,
  data_abertura: comandas.data_abertura,
  data_fechamento: comandas.data_fechamento,
  cancelada_em: comandas.cancelada_em,
  motivo_cancelamento: comandas.motivo_cancelamento,
  juntada_em: comandas.juntada_em,
  juntada_a_id: destinoDaJuntada.id,
  juntada_a_numero: destinoDaJuntada.numero_comanda,
  versao: comandas.versao,
};

/**
 * The table joined even when deleted since: a closed tab still says where it was. A merged tab is joined
 * to the tab its lines went to.
 */
function selectComandas(db: DbOrTx, usuarioId: string, where: SQL | undefined) {
  return db
    .select(colunas)
    .from(comandas)
    .leftJoin(mesas, and(eq(mesas.id, comandas.mesa_id), eq(mesas.usuario_id, usuarioId)))
    .leftJoin(
      juntada,
      and(
        eq(comandas.status, "juntada"),
        eq(juntada.comanda_id, comandas.id),
        eq(juntada.usuario_id, usuarioId),
        eq(juntada.tipo, "comanda_juntada"),
      ),
    )
    .leftJoin(
      destinoDaJuntada,
      and(
        eq(destinoDaJuntada.id, juntada.comanda_relacionada_id),
        eq(destinoDaJuntada.usuario_id, usuarioId),
      ),
    )
    .where(and(eq(comandas.usuario_id, usuarioId), where));
}

/** Open tabs, or the finished ones: closed, cancelled (decision 133) and merged (138), latest first. */
export async function listarComandas(
  db: DbOrTx,
  { usuarioId, status, limite }: { usuarioId: string; status: "aberta" | "fechada"; limite?: number },
) {
  const query =
    status === "aberta"
      ? selectComandas(db, usuarioId, eq(comandas.status, "aberta")).orderBy(
          desc(comandas.data_abertura),
          desc(comandas.numero_comanda),
        )
      : selectComandas(db, usuarioId, inArray(comandas.status, ["fechada", "cancelada", "juntada"])).orderBy(
          desc(sql`coalesce(${comandas.data_fechamento}, ${comandas.cancelada_em}, ${comandas.juntada_em})`),
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
      cliente_nome: comandas.cliente_nome,
      versao: comandas.versao,
      chave_fechamento: comandas.chave_fechamento,
    })
    .from(comandas)
    .where(and(eq(comandas.id, id), eq(comandas.usuario_id, usuarioId)))
    .for("update");
  return row ?? null;
}

/**
 * Adds to the tab's line of the same product, price and note (decision 134), or starts one. The caller
 * holds the tab's lock, so no other addition can start the same line in between.
 */
export async function somarItemComanda(
  db: DbOrTx,
  values: typeof itensComanda.$inferInsert & { subtotal: string; preco_custo: string },
) {
  const [linha] = await db
    .select({ id: itensComanda.id })
    .from(itensComanda)
    .where(
      and(
        eq(itensComanda.comanda_id, values.comanda_id),
        eq(itensComanda.usuario_id, values.usuario_id),
        eq(itensComanda.produto_id, values.produto_id),
        eq(itensComanda.preco_unitario, values.preco_unitario),
        eq(itensComanda.preco_custo, values.preco_custo),
        values.observacoes == null
          ? isNull(itensComanda.observacoes)
          : eq(itensComanda.observacoes, values.observacoes),
      ),
    )
    .limit(1);
  if (!linha) {
    await db.insert(itensComanda).values(values);
    return;
  }
  await db
    .update(itensComanda)
    .set({
      quantidade: sql`${itensComanda.quantidade} + ${values.quantidade}`,
      subtotal: sql`${itensComanda.subtotal} + ${values.subtotal}::numeric`,
    })
    .where(eq(itensComanda.id, linha.id));
}

export async function obterItemComanda(
  db: DbOrTx,
  { usuarioId, comandaId, id }: { usuarioId: string; comandaId: string; id: string },
) {
  const [row] = await db
    .select({
      id: itensComanda.id,
      produto_id: itensComanda.produto_id,
      quantidade: itensComanda.quantidade,
      preco_unitario: itensComanda.preco_unitario,
    })
    .from(itensComanda)
    .where(
      and(
        eq(itensComanda.id, id),
        eq(itensComanda.comanda_id, comandaId),
        eq(itensComanda.usuario_id, usuarioId),
      ),
    );
  return row ?? null;
}

/** Takes `quantidade` units off a line; the whole line goes when none would be left. */
export async function reduzirItemComanda(
  db: DbOrTx,
  {
    usuarioId,
    id,
    quantidade,
    restante,
  }: { usuarioId: string; id: string; quantidade: number; restante: number },
) {
  const alvo = and(eq(itensComanda.id, id), eq(itensComanda.usuario_id, usuarioId));
  if (restante === 0) {
    await db.delete(itensComanda).where(alvo);
    return;
  }
  await db
    .update(itensComanda)
    .set({
      quantidade: sql`${itensComanda.quantidade} - ${quantidade}`,
      subtotal: sql`(${itensComanda.quantidade} - ${quantidade}) * ${itensComanda.preco_unitario}`,
    })
    .where(alvo);
}

export async function cancelarComanda(
  db: DbOrTx,
  {
    usuarioId,
    id,
    motivo,
    autor,
    now,
  }: { usuarioId: string; id: string; motivo: string; autor: Autor; now: Date },
) {
  await db
    .update(comandas)
    .set({
      status: "cancelada",
      cancelada_em: now,
      motivo_cancelamento: motivo,
      cancelada_por_id: autor.id,
      cancelada_por: autor.nome,
      versao: sql`${comandas.versao} + 1`,
      updated_at: now,
    })
    .where(and(eq(comandas.id, id), eq(comandas.usuario_id, usuarioId)));
}

export async function inserirEvento(db: DbOrTx, values: typeof comandaEventos.$inferInsert) {
  await db.insert(comandaEventos).values(values);
}

const relacionada = alias(comandas, "relacionada");

/**
 * The tab's history, oldest first, with the product names (deleted products too) and the number of the
 * other tab of a move or merge.
 */
export async function listarEventos(
  db: DbOrTx,
  { usuarioId, comandaId }: { usuarioId: string; comandaId: string },
) {
  return db
    .select({
      id: comandaEventos.id,
      tipo: comandaEventos.tipo,
      produto: produtos.nome,
      quantidade: comandaEventos.quantidade,
      preco_unitario: comandaEventos.preco_unitario,
      motivo: comandaEventos.motivo,
      comanda_relacionada: relacionada.numero_comanda,
      mesa_anterior: comandaEventos.mesa_anterior,
      mesa_nova: comandaEventos.mesa_nova,
      responsavel: comandaEventos.responsavel,
      responsavel_id: comandaEventos.responsavel_id,
      created_at: comandaEventos.created_at,
    })
    .from(comandaEventos)
    .leftJoin(produtos, and(eq(produtos.id, comandaEventos.produto_id), eq(produtos.usuario_id, usuarioId)))
    .leftJoin(
      relacionada,
      and(eq(relacionada.id, comandaEventos.comanda_relacionada_id), eq(relacionada.usuario_id, usuarioId)),
    )
    .where(and(eq(comandaEventos.usuario_id, usuarioId), eq(comandaEventos.comanda_id, comandaId)))
    .orderBy(asc(comandaEventos.created_at), asc(comandaEventos.versao), asc(comandaEventos.id));
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

/**
 * After any change to the tab's lines or bill: the totals recomputed from the lines and the tab's own
 * settings (decisions 150–151), and the next version (decision 132), by the SQL function that "Fechar
 * Comanda" uses too (`balcao_recalcular_comanda`, migration 0024_recalculo_da_comanda). Returns
 * that version.
 */
export async function recalcularComanda(
  db: DbOrTx,
  { usuarioId, id, now }: { usuarioId: string; id: string; now: Date },
): Promise<number> {
  const { rows } = await db.execute<{ versao: number }>(
    sql`select balcao_recalcular_comanda(${usuarioId}::text, ${id}::uuid, ${now.toISOString()}::timestamptz) as versao`,
  );
  return rows[0]!.versao;
}

/** What may change on an open tab's bill; the caller recomputes the totals afterwards. */
export async function ajustarConta(
  db: DbOrTx,
  {
    usuarioId,
    id,
    mudancas,
  }: {
    usuarioId: string;
    id: string;
    mudancas: Partial<
      Pick<typeof comandas.$inferInsert, "desconto" | "cobrar_taxa_servico" | "cobrar_couvert" | "pessoas">
    >;
  },
) {
  await db
    .update(comandas)
    .set(mudancas)
    .where(and(eq(comandas.id, id), eq(comandas.usuario_id, usuarioId)));
}

/** The bill as stored now (numeric text), for the rules that compare it with what was paid. */
export async function obterValoresConta(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const [row] = await db
    .select({
      desconto: comandas.desconto,
      total: comandas.total,
      taxa_servico: comandas.taxa_servico,
      couvert: comandas.couvert,
      cobrar_taxa_servico: comandas.cobrar_taxa_servico,
      cobrar_couvert: comandas.cobrar_couvert,
      pessoas: comandas.pessoas,
      versao: comandas.versao,
    })
    .from(comandas)
    .where(and(eq(comandas.id, id), eq(comandas.usuario_id, usuarioId)));
  return row!;
}
