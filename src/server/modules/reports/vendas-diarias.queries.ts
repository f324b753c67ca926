import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { comandas, itensComanda, itensVenda, vendas, vendasDiariasProduto } from "../../db/schema";

/**
 * The per-day, per-product summary the reports read (decision 051), kept in the same transaction as the
 * sale and the tab close. A sale and a tab close add to it inside their SQL functions
 * (`balcao_registrar_venda`, `balcao_fechar_comanda_paga`, migration 0022_venda_e_fechamento_em_uma_ida),
 * one statement for all of their products, in produto_id order, under the products' row locks; a
 * cancellation takes off here. The day is the São Paulo calendar day of the instant the sale or tab
 * stores, computed in SQL, never in JavaScript.
 */

const _somar = sql`on conflict (usuario_id, dia, produto_id) do update set
  unidades = t.unidades + excluded.unidades,
  receita = t.receita + excluded.receita,
  custo = t.custo + excluded.custo`;

const _colunas = sql`(usuario_id, dia, produto_id, unidades, receita, custo)`;

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
