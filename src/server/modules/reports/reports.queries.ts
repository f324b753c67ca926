import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  equipe,
  produtos,
  vendasDiariasAtendente,
  vendasDiariasPagamento,
  vendasDiariasProduto,
} from "../../db/schema";

/**
 * The report in three statements (decision 050), each over summaries written with the sales and tabs,
 * never over the bills themselves: revenue, sales, service charge, couvert, days and payment methods from
 * the daily summary per payment method, and "Por atendente" from the one per person (decision 156);
 * units, cost, top products and categories from the per-day, per-product summary (decision 051). Both
 * the current period and the one before it, but for the figures per method and per person (current
 * only). Every sum is numeric in SQL and leaves as text. Periods are São Paulo calendar days, the
 * summaries' `dia`.
 */

export interface Periodo {
  usuarioId: string;
  /** YYYY-MM-DD, São Paulo. */
  inicioAnterior: string;
  inicio: string;
  fim: string;
}

export type LinhaReceita = {
  /** 'periodo' (chave 'atual' | 'anterior'), 'dia' (chave YYYY-MM-DD) or 'pagamento' (chave the method). */
  nivel: "periodo" | "dia" | "pagamento";
  chave: string;
  /** numeric text: revenue, or (pagamento) what the method received. */
  receita: string;
  vendas: number;
  /** numeric text; 'periodo' only (0 elsewhere). */
  taxa_servico: string;
  couvert: string;
  /** 'periodo' only (0 elsewhere): the lines' units, and their cost (numeric text). */
  unidades: number;
  custo: string;
};

/**
 * Revenue, service charge, couvert, number of sales, units and cost per period; revenue per São Paulo day of the
 * current period (every day, zeros included); what each payment method received in the current period
 * (largest first). Read from the daily summary per payment method (decision 156), which holds exactly
 * those sums for the same bills — direct sales finalizada by data_venda, closed tabs by data_fechamento —
 * by the same São Paulo day: at most (days × methods) rows instead of every sale, tab and payment.
 */
export async function listarReceitas(db: DbOrTx, p: Periodo): Promise<LinhaReceita[]> {
  const result = await db.execute<Omit<LinhaReceita, "unidades"> & { unidades: string; ordem: number }>(
    sqlReceitas(p),
  );
  // Units leave as text: a bigint sum over years can pass what an int holds.
  return result.rows.map(({ ordem: _, unidades, ...row }) => ({ ...row, unidades: Number(unidades) }));
}

/** The statement behind `receitas` (exported for the benchmark's EXPLAIN). */
export function sqlReceitas(p: Periodo): SQL {
  const s = vendasDiariasPagamento;
  // Summed over the methods, a day's rows count each bill once, under its own method; what came in by
  // each method (each payment by its own, decision 153) sits beside it, for the current period only.
  return sql`
    with resumo as materialized (
      select ${s.dia} as dia, ${s.forma_pagamento} as forma_pagamento, ${s.vendas} as vendas,
        ${s.receita} as receita, ${s.taxa_servico} as taxa_servico, ${s.couvert} as couvert,
        ${s.unidades} as unidades, ${s.custo} as custo, ${s.recebido} as recebido,
        ${s.recebido_vendas} as recebido_vendas
      from ${s}
      where ${s.usuario_id} = ${p.usuarioId}
        and ${s.dia} >= ${p.inicioAnterior}::date and ${s.dia} <= ${p.fim}::date
    ),
    por_dia as materialized (
      select dia, sum(receita) as receita, sum(vendas) as vendas, sum(taxa_servico) as taxa_servico,
        sum(couvert) as couvert, sum(unidades) as unidades, sum(custo) as custo
      from resumo
      group by dia
    ),
    por_forma as (
      select forma_pagamento, sum(recebido) as recebido, sum(recebido_vendas) as vendas
      from resumo
      where dia >= ${p.inicio}::date
      group by forma_pagamento
      having sum(recebido_vendas) > 0
    )
    select 'periodo' as nivel, case when dia >= ${p.inicio}::date then 'atual' else 'anterior' end as chave,
      sum(receita)::text as receita, sum(vendas)::int as vendas, sum(taxa_servico)::text as taxa_servico,
      sum(couvert)::text as couvert, sum(unidades)::text as unidades, sum(custo)::text as custo,
      0::bigint as ordem
    from por_dia
    group by 2
    union all
    select 'dia', d.dia::date::text, coalesce(sum(por_dia.receita), 0)::text,
      coalesce(sum(por_dia.vendas), 0)::int, '0', '0', '0', '0', row_number() over (order by d.dia)
    from generate_series(${p.inicio}::timestamp, ${p.fim}::timestamp, interval '1 day') as d(dia)
    left join por_dia on por_dia.dia = d.dia::date
    group by d.dia
    union all
    select 'pagamento', forma_pagamento, recebido::text, vendas::int, '0', '0', '0', '0',
      row_number() over (order by recebido desc, vendas desc, forma_pagamento)
    from por_forma
    order by nivel, ordem`;
}

export type LinhaItens =
  | {
      nivel: "produto";
      produto_id: string;
      produto: string;
      categoria: string;
      unidades: number;
      receita: string;
    }
  | { nivel: "categoria"; categoria: string; unidades: number; receita: string };

/**
 * The current period's top 5 products by units (ties: revenue, then name) and its split per category.
 * Revenue here is the lines' (quantity × unit price), before the sale-level discount. Read from the
 * per-day, per-product summary (decision 051), which holds exactly those sums for the lines of the same
 * lançamentos, by the same São Paulo day: at most (days × products) rows instead of every sold line.
 * The periods' units and cost come with the revenue (`receitas`, decision 156).
 */
export async function listarResumoItens(db: DbOrTx, p: Periodo): Promise<LinhaItens[]> {
  const result = await db.execute<Record<string, unknown>>(sqlItens(p));
  return result.rows.map(linhaItens);
}

/** The statement behind `resumoItens` (exported for the benchmark's EXPLAIN). */
export function sqlItens(p: Periodo): SQL {
  const s = vendasDiariasProduto;
  return sql`
    with vendidos as materialized (
      select por_produto.*, ${produtos.nome} as nome, ${produtos.categoria} as categoria
      from (
        select ${s.produto_id} as produto_id, sum(${s.unidades}) as unidades, sum(${s.receita}) as receita
        from ${s}
        where ${s.usuario_id} = ${p.usuarioId} and ${s.dia} >= ${p.inicio}::date and ${s.dia} <= ${p.fim}::date
        group by ${s.produto_id}
      ) as por_produto
      join ${produtos} on ${produtos.id} = por_produto.produto_id and ${produtos.usuario_id} = ${p.usuarioId}
    )
    select 'produto' as nivel, produto_id, nome as produto, categoria, unidades::text as unidades,
      receita::text as receita, ordem
    from (
      select *, row_number() over (order by unidades desc, receita desc, nome, produto_id) as ordem
      from vendidos
    ) as ranking
    where ordem <= 5
    union all
    select 'categoria', null, null, categoria, sum(unidades)::text, sum(receita)::text,
      row_number() over (order by sum(receita) desc, sum(unidades) desc, categoria)
    from vendidos
    group by categoria
    order by nivel, ordem`;
}

function linhaItens(row: Record<string, unknown>): LinhaItens {
  const texto = (k: string) => String(row[k]);
  const numero = (k: string) => Number(row[k]);
  if (row.nivel === "produto")
    return {
      nivel: "produto",
      produto_id: texto("produto_id"),
      produto: texto("produto"),
      categoria: texto("categoria"),
      unidades: numero("unidades"),
      receita: texto("receita"),
    };
  return {
    nivel: "categoria",
    categoria: texto("categoria"),
    unidades: numero("unidades"),
    receita: texto("receita"),
  };
}

export type LinhaAtendente = {
  pessoa_id: string | null;
  nome: string;
  vendas: number;
  comandas: number;
  /** numeric text */
  receita: string;
  /** numeric text: the service charge of their sales and of the tabs they opened (decision 150). */
  taxa_servico: string;
};

/**
 * "Por atendente" of the current period: direct sales by who sold them, closed tabs by who closed them,
 * grouped by the person's id (their current name), or by the recorded name for rows from before staff
 * logins (decision 122). The service charge goes to who sold, and for a tab to who opened it — the
 * person who served the table, whom the service pays — so a waiter who never closes appears too. Read
 * from the summary per person (decision 156): at most (days × people) rows, not the period's bills.
 */
export async function listarPorAtendente(db: DbOrTx, p: Periodo): Promise<LinhaAtendente[]> {
  const result = await db.execute<LinhaAtendente>(sqlPorAtendente(p));
  return result.rows;
}

/** The statement behind `porAtendente` (exported for the benchmark's EXPLAIN). */
export function sqlPorAtendente(p: Periodo): SQL {
  const s = vendasDiariasAtendente;
  return sql`
    with agrupados as (
      select nullif(${s.pessoa_id}, '') as pessoa_id,
        case when ${s.pessoa_id} = '' then ${s.nome} end as nome_antigo, max(${s.nome}) as nome_gravado,
        sum(${s.vendas})::int as vendas, sum(${s.comandas})::int as comandas, sum(${s.receita}) as receita,
        sum(${s.taxa_servico}) as taxa_servico
      from ${s}
      where ${s.usuario_id} = ${p.usuarioId} and ${s.dia} >= ${p.inicio}::date and ${s.dia} <= ${p.fim}::date
      group by ${s.pessoa_id}, 2
    )
    select a.pessoa_id, coalesce(${equipe.nome}, a.nome_antigo, a.nome_gravado) as nome,
      a.vendas, a.comandas, a.receita::text as receita, a.taxa_servico::text as taxa_servico
    from agrupados a
    left join ${equipe} on ${equipe.id} = a.pessoa_id and ${equipe.usuario_id} = ${p.usuarioId}
    order by a.receita desc, a.taxa_servico desc, nome`;
}
