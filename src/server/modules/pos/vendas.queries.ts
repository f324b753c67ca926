import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { EstoqueAtualizado } from "@/shared/catalog/schemas";
import type { DbOrTx } from "../../db/client";
import { itensVenda, produtos, vendas } from "../../db/schema";
import type { Autor } from "../../lib/session";
import { anotarTransacao, TRANSACAO_ATUAL } from "../../lib/transacoes-da-requisicao";
import type { DadosConta } from "./pdv.queries";

const colunasVenda = {
  id: vendas.id,
  numero_venda: vendas.numero_venda,
  subtotal: vendas.subtotal,
  desconto: vendas.desconto,
  total: vendas.total,
  taxa_servico_percentual: vendas.taxa_servico_percentual,
  taxa_servico: vendas.taxa_servico,
  forma_pagamento: vendas.forma_pagamento,
  status: vendas.status,
  observacoes: vendas.observacoes,
  vendedor: vendas.vendedor,
  data_venda: vendas.data_venda,
  cancelada_em: vendas.cancelada_em,
  motivo_cancelamento: vendas.motivo_cancelamento,
  cancelada_por: vendas.cancelada_por,
  /** Not in the API's sale: the PIX txid of its receipt is made from it (decision 137). */
  chave_idempotencia: vendas.chave_idempotencia,
};

export type VendaRow = NonNullable<Awaited<ReturnType<typeof obterVenda>>>;

/** The sale a key already made, with the hash of the request that made it (null before decision 036). */
export async function buscarVendaPorChave(
  db: DbOrTx,
  { usuarioId, chave }: { usuarioId: string; chave: string },
): Promise<VendaPorChave | null> {
  const [row] = await db
    .select({ id: vendas.id, hash_requisicao: vendas.hash_requisicao })
    .from(vendas)
    .where(and(eq(vendas.usuario_id, usuarioId), eq(vendas.chave_idempotencia, chave)));
  return row ?? null;
}

export type VendaPorChave = { id: string; hash_requisicao: string | null };

/** What `balcao_registrar_venda` answers: the sale a key already made, or the new one. */
export type VendaRegistradaRow =
  | { existente: string }
  | {
      venda: Omit<VendaRow, "data_venda" | "cancelada_em" | "motivo_cancelamento" | "cancelada_por"> & {
        data_venda: string;
      };
      itens: Omit<ItemVendaRow, "venda_id">[];
      pagamentos: {
        id: string;
        forma_pagamento: string;
        valor: string;
        valor_recebido: string | null;
        troco: string;
        registrado_por: string;
        created_at: string;
      }[];
      estoque: EstoqueAtualizado[];
      /** The account's settings the receipt prints; null when its profile is gone. */
      conta: DadosConta | null;
    };

/**
 * A direct sale in ONE statement (decisions 148, 171, 172): `balcao_registrar_venda` (migrations 0022,
 * 0027, 0028) answers the sale the key already made, or takes the stock down, computes the totals, and
 * writes the sale, its payments, lines, summaries, exits, alerts and notices, answering with the
 * account's settings for the receipt. It refuses with a BL SQLSTATE having written nothing (the service
 * maps them).
 */
export async function registrarVenda(
  db: DbOrTx,
  v: {
    usuarioId: string;
    autor: Autor;
    itens: { produto_id: string; quantidade: number }[];
    desconto: string;
    /** Null: the settings' rate when they charge it on direct sales (the customer accepted it). */
    taxaServicoPercentual: string | null;
    formaPagamento: string;
    pagamentos: { forma_pagamento: string; valor: string; valor_recebido: string | null }[] | null;
    observacoes: string | null;
    terminal: string;
    chave: string;
    hash: string;
    now: Date;
  },
): Promise<VendaRegistradaRow> {
  const { rows } = await db.execute<{
    resultado: VendaRegistradaRow;
    tx: string | null;
  }>(sql`select balcao_registrar_venda(
    ${v.usuarioId}::text, ${v.autor.id}::text, ${v.autor.nome}::text, ${JSON.stringify(v.itens)}::jsonb,
    ${v.desconto}::numeric, ${v.taxaServicoPercentual}::numeric, ${v.formaPagamento}::text,
    ${v.pagamentos === null ? null : JSON.stringify(v.pagamentos)}::jsonb, ${v.observacoes}::text,
    ${v.terminal}::text, ${v.chave}::text, ${v.hash}::text, ${v.now.toISOString()}::timestamptz) as resultado,
    ${TRANSACAO_ATUAL} as tx`);
  anotarTransacao(rows[0]!.tx);
  return rows[0]!.resultado;
}

/** The stock now of some of the account's products (deleted ones too), in id order. */
export async function estoqueDosProdutos(
  db: DbOrTx,
  { usuarioId, ids }: { usuarioId: string; ids: string[] },
): Promise<EstoqueAtualizado[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: produtos.id, estoque_atual: produtos.estoque_atual })
    .from(produtos)
    .where(and(eq(produtos.usuario_id, usuarioId), inArray(produtos.id, ids)))
    .orderBy(asc(produtos.id));
}

/**
 * Locks the sale for its cancellation: two cancels take turns, and the second finds it cancelled. The
 * sale before its products, as a tab before its products when closing (decision 112's order).
 */
export async function travarVenda(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const [row] = await db
    .select({ id: vendas.id, status: vendas.status, numero_venda: vendas.numero_venda })
    .from(vendas)
    .where(and(eq(vendas.id, id), eq(vendas.usuario_id, usuarioId)))
    .for("update");
  return row ?? null;
}

export async function marcarVendaCancelada(
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
    .update(vendas)
    .set({
      status: "cancelada",
      cancelada_em: now,
      motivo_cancelamento: motivo,
      cancelada_por_id: autor.id,
      cancelada_por: autor.nome,
    })
    .where(and(eq(vendas.id, id), eq(vendas.usuario_id, usuarioId)));
}

export async function obterVenda(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const [row] = await db
    .select(colunasVenda)
    .from(vendas)
    .where(and(eq(vendas.id, id), eq(vendas.usuario_id, usuarioId)));
  return row ?? null;
}

/** The latest sales, newest first. */
export async function listarVendas(db: DbOrTx, { usuarioId, limite }: { usuarioId: string; limite: number }) {
  return db
    .select(colunasVenda)
    .from(vendas)
    .where(eq(vendas.usuario_id, usuarioId))
    .orderBy(desc(vendas.data_venda), desc(vendas.numero_venda))
    .limit(limite);
}

/** The lines of some sales, in cart order, with the product (deleted ones too: the sale stays). */
export async function listarItensDasVendas(
  db: DbOrTx,
  { usuarioId, vendaIds }: { usuarioId: string; vendaIds: string[] },
) {
  if (vendaIds.length === 0) return [];
  return db
    .select({
      id: itensVenda.id,
      venda_id: itensVenda.venda_id,
      produto_id: itensVenda.produto_id,
      quantidade: itensVenda.quantidade,
      preco_unitario: itensVenda.preco_unitario,
      desconto_item: itensVenda.desconto_item,
      produto: { nome: produtos.nome, marca: produtos.marca, categoria: produtos.categoria },
    })
    .from(itensVenda)
    .innerJoin(produtos, and(eq(produtos.id, itensVenda.produto_id), eq(produtos.usuario_id, usuarioId)))
    .where(and(eq(itensVenda.usuario_id, usuarioId), inArray(itensVenda.venda_id, vendaIds)))
    .orderBy(asc(itensVenda.venda_id), asc(itensVenda.ordem));
}

export type ItemVendaRow = Awaited<ReturnType<typeof listarItensDasVendas>>[number];
