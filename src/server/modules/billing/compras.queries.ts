import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { assinaturas, compras, planos, transacoesPagamento } from "../../db/schema";

type CompraInsert = typeof compras.$inferInsert;

export async function inserirCompra(db: DbOrTx, compra: CompraInsert) {
  const [row] = await db.insert(compras).values(compra).returning();
  return row!;
}

export async function atualizarCompra(
  db: DbOrTx,
  { id, dados }: { id: string; dados: Partial<CompraInsert> },
) {
  const [row] = await db.update(compras).set(dados).where(eq(compras.id, id)).returning();
  return row!;
}

export async function obterCompraComPlano(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .select({ compra: compras, plano: planos })
    .from(compras)
    .innerJoin(planos, eq(planos.id, compras.plano_id))
    .where(eq(compras.id, id));
  return row ?? null;
}

/** The charge the provider reported last for a purchase. */
export async function obterUltimaTransacao(db: DbOrTx, { compraId }: { compraId: string }) {
  const [row] = await db
    .select()
    .from(transacoesPagamento)
    .where(eq(transacoesPagamento.compra_id, compraId))
    .orderBy(desc(transacoesPagamento.evento_em), desc(transacoesPagamento.created_at))
    .limit(1);
  return row ?? null;
}

/** The account's purchases started and not paid, newest first (to resume one instead of starting another). */
export async function listarComprasAbertas(
  db: DbOrTx,
  { usuarioId, provedor }: { usuarioId: string; provedor: CompraInsert["provedor"] },
) {
  return db
    .select()
    .from(compras)
    .where(
      and(
        eq(compras.usuario_id, usuarioId),
        eq(compras.provedor, provedor),
        inArray(compras.status, ["aguardando", "recusada"]),
        isNotNull(compras.url_pagamento),
      ),
    )
    .orderBy(desc(compras.created_at));
}

/** The account's latest charges with the plan they paid (settings' history). */
export async function listarPagamentos(
  db: DbOrTx,
  { usuarioId, limite }: { usuarioId: string; limite: number },
) {
  return db
    .select({ transacao: transacoesPagamento, plano_nome: planos.nome })
    .from(transacoesPagamento)
    .leftJoin(compras, eq(compras.id, transacoesPagamento.compra_id))
    .leftJoin(planos, eq(planos.id, compras.plano_id))
    .where(eq(transacoesPagamento.usuario_id, usuarioId))
    .orderBy(desc(transacoesPagamento.created_at), desc(transacoesPagamento.id))
    .limit(limite);
}

/** The subscription that decides access (the newest ativa/pendente one, else the newest), with its purchase. */
export async function obterAssinaturaDaConta(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select()
    .from(assinaturas)
    .where(eq(assinaturas.usuario_id, usuarioId))
    .orderBy(
      desc(sql`${assinaturas.status} in ('ativa', 'pendente')`),
      desc(assinaturas.created_at),
      desc(assinaturas.data_inicio),
    )
    .limit(1);
  return row ?? null;
}
