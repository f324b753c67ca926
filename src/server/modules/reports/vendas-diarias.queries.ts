import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { comandas, itensComanda, itensVenda, vendas, vendasDiariasProduto } from "../../db/schema";

/**
 * The per-day, per-product summary the reports read (decision 051), kept in the same transaction as the
 * sale and the tab close. Each write is ONE statement for all of the sale's or tab's products, grouped
 * per product in SQL and inserted in produto_id order. The caller already holds those products' row
 * locks (baixarEstoqueVendido takes them in id order), so only one transaction at a time touches a given
 * (account, day, product) row and no lock cycle can form; the order is kept anyway so that this holds
 * even for a future caller without those locks. The day is the São Paulo calendar day of the instant the
 * sale or tab stores, computed in SQL, never in JavaScript.
 */

const somar = sql`on conflict (usuario_id, dia, produto_id) do update set
  unidades = t.unidades + excluded.unidades,
  receita = t.receita + excluded.receita,
  custo = t.custo + excluded.custo`;

const colunas = sql`(usuario_id, dia, produto_id, unidades, receita, custo)`;

/**
 * A direct sale's lines, at `momento` (the sale's data_venda). `preco_unitario` / `preco_custo` are the
 * numeric text stored on its itens_venda rows. Called before the sale's number is taken, so the write is
 * outside the account-wide serialised part of the sale.
 */
export async function somarVendaDireta(
  db: DbOrTx,
  {
    usuarioId,
    momento,
    linhas,
  }: {
    usuarioId: string;
    momento: Date;
    linhas: { produtoId: string; quantidade: number; precoUnitario: string; precoCusto: string }[];
  },
): Promise<void> {
  if (linhas.length === 0) return;
  const valores = sql.join(
    linhas.map(
      (l) =>
        sql`(${l.produtoId}::uuid, ${l.quantidade}::integer, ${l.precoUnitario}::numeric, ${l.precoCusto}::numeric)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${vendasDiariasProduto} as t ${colunas}
    select ${usuarioId}, (${momento.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date,
      produto_id, sum(quantidade), sum(quantidade * preco_unitario), sum(quantidade * preco_custo)
    from (values ${valores}) as l(produto_id, quantidade, preco_unitario, preco_custo)
    group by produto_id
    order by produto_id
    ${somar}`);
}

/**
 * A tab's lines, read from itens_comanda (a product may be on several lines, at different prices) and
 * dated by the data_fechamento its close just stored. Call it after the tab is marked fechada.
 */
export async function somarComandaFechada(
  db: DbOrTx,
  { usuarioId, comandaId }: { usuarioId: string; comandaId: string },
): Promise<void> {
  await db.execute(sql`
    insert into ${vendasDiariasProduto} as t ${colunas}
    select ${usuarioId}, (${comandas.data_fechamento} at time zone 'America/Sao_Paulo')::date,
      ${itensComanda.produto_id}, sum(${itensComanda.quantidade}),
      sum(${itensComanda.quantidade} * ${itensComanda.preco_unitario}),
      sum(${itensComanda.quantidade} * ${itensComanda.preco_custo})
    from ${itensComanda}
    join ${comandas} on ${comandas.id} = ${itensComanda.comanda_id}
    where ${comandas.id} = ${comandaId} and ${comandas.usuario_id} = ${usuarioId}
      and ${comandas.status} = 'fechada' and ${itensComanda.usuario_id} = ${usuarioId}
    group by 2, 3
    order by 3
    ${somar}`);
}

/**
 * A cancelled sale or closed tab leaves the summary (decision 133): its lines' sums come off the rows of
 * the day it counted on (data_venda / data_fechamento), and a row left with no units is deleted, so the
 * summary equals a recomputation from the lines that still count. The caller holds the products' locks
 * (devolverEstoqueCancelado) or, for a tab whose stock came back through no product, the tab's.
 */
export async function subtrairCancelada(
  db: DbOrTx,
  { usuarioId, origem }: { usuarioId: string; origem: { vendaId: string } | { comandaId: string } },
): Promise<void> {
  const linhas =
    "vendaId" in origem
      ? sql`select (${vendas.data_venda} at time zone 'America/Sao_Paulo')::date as dia,
          ${itensVenda.produto_id} as produto_id, ${itensVenda.quantidade} as quantidade,
          ${itensVenda.preco_unitario} as preco_unitario, ${itensVenda.preco_custo} as preco_custo
        from ${itensVenda} join ${vendas} on ${vendas.id} = ${itensVenda.venda_id}
        where ${vendas.id} = ${origem.vendaId} and ${vendas.usuario_id} = ${usuarioId}
          and ${itensVenda.usuario_id} = ${usuarioId}`
      : sql`select (${comandas.data_fechamento} at time zone 'America/Sao_Paulo')::date as dia,
          ${itensComanda.produto_id} as produto_id, ${itensComanda.quantidade} as quantidade,
          ${itensComanda.preco_unitario} as preco_unitario, ${itensComanda.preco_custo} as preco_custo
        from ${itensComanda} join ${comandas} on ${comandas.id} = ${itensComanda.comanda_id}
        where ${comandas.id} = ${origem.comandaId} and ${comandas.usuario_id} = ${usuarioId}
          and ${itensComanda.usuario_id} = ${usuarioId}`;
  // Two statements: one statement cannot update a row and then delete it (PostgreSQL applies only one).
  const alterados = await db.execute<{ dia: string; produto_id: string; unidades: string | number }>(sql`
    with l as (
      select dia, produto_id, sum(quantidade) as unidades, sum(quantidade * preco_unitario) as receita,
        sum(quantidade * preco_custo) as custo
      from (${linhas}) as linhas
      group by dia, produto_id
      order by produto_id
    )
    update ${vendasDiariasProduto} as t
    set unidades = t.unidades - l.unidades, receita = t.receita - l.receita, custo = t.custo - l.custo
    from l
    where t.usuario_id = ${usuarioId} and t.dia = l.dia and t.produto_id = l.produto_id
    returning t.dia::text as dia, t.produto_id, t.unidades`);
  const vazias = alterados.rows.filter((r) => Number(r.unidades) === 0);
  if (vazias.length === 0) return;
  const chaves = sql.join(
    vazias.map((r) => sql`(${r.dia}::date, ${r.produto_id}::uuid)`),
    sql`, `,
  );
  await db.execute(sql`
    delete from ${vendasDiariasProduto}
    where usuario_id = ${usuarioId} and (dia, produto_id) in (values ${chaves})`);
}

/**
 * Recomputes the summary of every account from the sold lines: direct sales with status finalizada by
 * data_venda, closed tabs by data_fechamento, open tabs never. THE backfill: migration
 * 0004_vendas_diarias_produto.sql runs this exact text (a test keeps the two equal) and the report bench
 * runs it after generating rows with plain inserts. A row it finds is replaced, not added to, so it can
 * run again (the bench runs it once per generated account) and still give the lines' totals.
 */
export const BACKFILL_VENDAS_DIARIAS_PRODUTO = `insert into vendas_diarias_produto as t (usuario_id, dia, produto_id, unidades, receita, custo)
select usuario_id, dia, produto_id, sum(quantidade), sum(quantidade * preco_unitario), sum(quantidade * preco_custo)
from (
  select i.usuario_id, (v.data_venda at time zone 'America/Sao_Paulo')::date as dia, i.produto_id,
    i.quantidade, i.preco_unitario, i.preco_custo
  from itens_venda i
  join vendas v on v.id = i.venda_id and v.usuario_id = i.usuario_id
  where v.status = 'finalizada'
  union all
  select i.usuario_id, (c.data_fechamento at time zone 'America/Sao_Paulo')::date, i.produto_id,
    i.quantidade, i.preco_unitario, i.preco_custo
  from itens_comanda i
  join comandas c on c.id = i.comanda_id and c.usuario_id = i.usuario_id
  where c.status = 'fechada'
) as linhas
group by usuario_id, dia, produto_id
order by usuario_id, dia, produto_id
on conflict (usuario_id, dia, produto_id) do update
  set unidades = excluded.unidades, receita = excluded.receita, custo = excluded.custo`;
