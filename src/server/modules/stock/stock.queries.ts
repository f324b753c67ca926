import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { TipoMovimentacao } from "@/shared/stock/schemas";
import type { DbOrTx } from "../../db/client";
import { comandas, movimentacoes, produtos, vendas } from "../../db/schema";
import type { Autor } from "../../lib/session";
import { anotarTransacao, TRANSACAO_ATUAL } from "../../lib/transacoes-da-requisicao";

/**
 * A stock movement in ONE statement (decision 148): `balcao_registrar_movimentacao` (migration
 * 0018_acoes_em_uma_ida) changes the stock relative to the row's current value under its lock (an exit
 * only while there is enough, re-checked after waiting for a racing one), defaults the unit price, writes
 * the movement, brings the product's alerts in line and announces it, all before answering. It refuses
 * with SQLSTATE BL404 (no active product of the account), BL409 (not enough stock) or BL422 (total beyond
 * numeric(12,2)), having written nothing.
 */
export async function registrarMovimentacao(
  db: DbOrTx,
  m: {
    usuarioId: string;
    produtoId: string;
    tipo: TipoMovimentacao;
    motivo: string;
    quantidade: number;
    precoUnitario: string | null;
    fornecedor: string | null;
    observacao: string | null;
    responsavel: Autor;
    now: Date;
  },
) {
  const { rows } = await db.execute<{
    id: string;
    produto_id: string;
    tipo: TipoMovimentacao;
    motivo: string;
    quantidade: number;
    quantidade_sem_estoque: number;
    preco_unitario: string;
    valor_total: string;
    responsavel: string;
    fornecedor: string | null;
    observacao: string | null;
    status: string;
    data_movimentacao: Date | string;
    produto_nome: string;
    produto_marca: string | null;
    produto_categoria: (typeof produtos.categoria.enumValues)[number];
    produto_ativo: boolean;
    estoque_atual: number;
    tx: string | null;
  }>(sql`select m.*, ${TRANSACAO_ATUAL} as tx from balcao_registrar_movimentacao(${m.usuarioId}::text, ${m.produtoId}::uuid,
    ${m.tipo}::text, ${m.motivo}::text, ${m.quantidade}::integer, ${m.precoUnitario}::numeric,
    ${m.fornecedor}::text, ${m.observacao}::text, ${m.responsavel.nome}::text, ${m.responsavel.id}::text,
    ${m.now.toISOString()}::timestamptz) m`);
  const { tx, ...movimentacao } = rows[0]!;
  anotarTransacao(tx);
  return movimentacao;
}

/**
 * What a cancelled sale or tab gives back (decision 133): per product, the units its exits really took
 * out — the quantity sold minus the units sold without stock (decision 013) — so the count ends exactly
 * where it would be had the sale never happened. One statement: the products are locked in id order
 * like a sale's, and changed relative to their current values. Deleted products get theirs back too.
 */
export async function devolverEstoqueCancelado(
  db: DbOrTx,
  {
    usuarioId,
    origem,
    now,
  }: { usuarioId: string; origem: { vendaId: string } | { comandaId: string }; now: Date },
) {
  const daOrigem =
    "vendaId" in origem
      ? sql`${movimentacoes.venda_id} = ${origem.vendaId}`
      : sql`${movimentacoes.comanda_id} = ${origem.comandaId}`;
  const result = await db.execute<{ id: string; estoque_atual: number }>(sql`
    with saidas as (
      select ${movimentacoes.produto_id} as id,
        sum(${movimentacoes.quantidade} - ${movimentacoes.quantidade_sem_estoque}) as q
      from ${movimentacoes}
      where ${movimentacoes.usuario_id} = ${usuarioId} and ${daOrigem}
        and ${movimentacoes.tipo} = 'saida' and ${movimentacoes.motivo} = 'venda'
      group by 1
    ),
    alvo as (
      select p.id, saidas.q
      from ${produtos} p join saidas on saidas.id = p.id
      where p.usuario_id = ${usuarioId} and saidas.q > 0
      order by p.id
      for update of p
    )
    update ${produtos}
    set estoque_atual = ${produtos.estoque_atual} + alvo.q, updated_at = ${now.toISOString()}::timestamptz
    from alvo
    where ${produtos.id} = alvo.id
    returning ${produtos.id} as id, ${produtos.estoque_atual} as estoque_atual`);
  return result.rows;
}

/**
 * The entries of a cancellation, one per exit that took stock: the units it took, at its price, linked to
 * the same sale or tab (decision 133). Written after `devolverEstoqueCancelado`, in its transaction.
 */
export async function inserirEntradasCanceladas(
  db: DbOrTx,
  {
    usuarioId,
    origem,
    autor,
    observacao,
    now,
  }: {
    usuarioId: string;
    origem: { vendaId: string } | { comandaId: string };
    autor: Autor;
    observacao: string;
    now: Date;
  },
): Promise<void> {
  const m = movimentacoes;
  const [coluna, id] =
    "vendaId" in origem ? [sql`venda_id`, origem.vendaId] : [sql`comanda_id`, origem.comandaId];
  await db.execute(sql`
    insert into ${m} (usuario_id, produto_id, tipo, motivo, quantidade, preco_unitario, valor_total,
      responsavel, responsavel_id, observacao, status, ${coluna}, data_movimentacao, created_at)
    select ${usuarioId}, ${m.produto_id}, 'entrada', 'cancelamento',
      ${m.quantidade} - ${m.quantidade_sem_estoque}, ${m.preco_unitario},
      (${m.quantidade} - ${m.quantidade_sem_estoque}) * ${m.preco_unitario}, ${autor.nome}, ${autor.id}, ${observacao},
      'concluida', ${id}::uuid, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    from ${m}
    where ${m.usuario_id} = ${usuarioId} and ${coluna} = ${id}::uuid and ${m.tipo} = 'saida'
      and ${m.motivo} = 'venda' and ${m.quantidade} > ${m.quantidade_sem_estoque}
    order by ${m.created_at}, ${m.id}`);
}

const colunasHistorico = {
  id: movimentacoes.id,
  produto_id: movimentacoes.produto_id,
  tipo: movimentacoes.tipo,
  motivo: movimentacoes.motivo,
  quantidade: movimentacoes.quantidade,
  quantidade_sem_estoque: movimentacoes.quantidade_sem_estoque,
  preco_unitario: movimentacoes.preco_unitario,
  valor_total: movimentacoes.valor_total,
  responsavel: movimentacoes.responsavel,
  fornecedor: movimentacoes.fornecedor,
  observacao: movimentacoes.observacao,
  status: movimentacoes.status,
  data_movimentacao: movimentacoes.data_movimentacao,
  produto: {
    nome: produtos.nome,
    marca: produtos.marca,
    categoria: produtos.categoria,
    ativo: produtos.ativo,
  },
};

/** "%" and "_" typed by a person are letters, not wildcards. */
const padraoBusca = (busca: string) => `%${busca.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The account's latest movements, newest first, with the product (deleted ones too: history stays).
 * Optional filters by type and by text in the product's name, brand or category, the reason, the
 * person responsible, the supplier or the note.
 */
export async function listarMovimentacoes(
  db: DbOrTx,
  {
    usuarioId,
    tipo,
    busca,
    limite,
  }: { usuarioId: string; tipo?: TipoMovimentacao; busca?: string; limite: number },
) {
  const padrao = busca ? padraoBusca(busca) : null;
  return db
    .select(colunasHistorico)
    .from(movimentacoes)
    .innerJoin(
      produtos,
      and(eq(produtos.id, movimentacoes.produto_id), eq(produtos.usuario_id, movimentacoes.usuario_id)),
    )
    .where(
      and(
        eq(movimentacoes.usuario_id, usuarioId),
        tipo ? eq(movimentacoes.tipo, tipo) : undefined,
        padrao
          ? or(
              ilike(produtos.nome, padrao),
              ilike(produtos.marca, padrao),
              ilike(produtos.categoria, padrao),
              ilike(movimentacoes.motivo, padrao),
              ilike(movimentacoes.responsavel, padrao),
              ilike(movimentacoes.fornecedor, padrao),
              ilike(movimentacoes.observacao, padrao),
            )
          : undefined,
      ),
    )
    .orderBy(desc(movimentacoes.data_movimentacao), desc(movimentacoes.created_at), desc(movimentacoes.id))
    .limit(limite);
}

export type MovimentacaoRow = Awaited<ReturnType<typeof listarMovimentacoes>>[number];

/** The five Fluxo cards over every movement of the account. */
export async function obterResumoMovimentacoes(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const concluida = sql`${movimentacoes.status} = 'concluida'`;
  const saidaCancelada = sql`(exists (select 1 from ${vendas} where ${vendas.id} = ${movimentacoes.venda_id} and ${vendas.status} = 'cancelada')
    or exists (select 1 from ${comandas} where ${comandas.id} = ${movimentacoes.comanda_id} and ${comandas.status} = 'cancelada'))`;
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      entradas: sql<number>`count(*) filter (where ${movimentacoes.tipo} = 'entrada')::int`,
      saidas: sql<number>`count(*) filter (where ${movimentacoes.tipo} = 'saida')::int`,
      // A cancellation's entries bought nothing, and its sale's exits earned nothing (decision 133).
      investido: sql<string>`coalesce(sum(${movimentacoes.valor_total}) filter (where ${movimentacoes.tipo} = 'entrada' and ${movimentacoes.motivo} <> 'cancelamento' and ${concluida}), 0)::text`,
      receita: sql<string>`coalesce(sum(${movimentacoes.valor_total}) filter (where ${movimentacoes.tipo} = 'saida' and ${movimentacoes.motivo} = 'venda' and ${concluida} and not ${saidaCancelada}), 0)::text`,
    })
    .from(movimentacoes)
    .where(eq(movimentacoes.usuario_id, usuarioId));
  return row!;
}
