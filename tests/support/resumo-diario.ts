/**
 * The daily summary per payment method (decision 156) as stored, and the same figures recomputed from
 * the bills and their payments by a statement of their own (the definition the summary must keep equal
 * to), plus the report's revenue figures computed straight from those rows, as the report did before
 * the summary existed. Every amount as numeric(20,2) text, so both sides print alike.
 */
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";

export type LinhaResumoDiario = {
  dia: string;
  forma_pagamento: string;
  vendas: number;
  receita: string;
  taxa_servico: string;
  couvert: string;
  unidades: number;
  custo: string;
  recebido: string;
  recebido_vendas: number;
};

export async function resumoDiario(db: Database, usuarioId: string): Promise<LinhaResumoDiario[]> {
  const { rows } = await db.execute<LinhaResumoDiario>(sql`
    select dia::text as dia, forma_pagamento, vendas::int as vendas, receita::numeric(20, 2)::text as receita,
      taxa_servico::numeric(20, 2)::text as taxa_servico, couvert::numeric(20, 2)::text as couvert,
      unidades::int as unidades, custo::numeric(20, 2)::text as custo, recebido::numeric(20, 2)::text as recebido,
      recebido_vendas::int as recebido_vendas
    from vendas_diarias_pagamento
    where usuario_id = ${usuarioId}
    order by dia, forma_pagamento`);
  return rows;
}

/** The bills that count: direct sales finalizada by data_venda, tabs fechada by data_fechamento. */
/** The bills that count, with their lines' units and cost. */
const contas = (usuarioId: string) => sql`
  select v.id, (v.data_venda at time zone 'America/Sao_Paulo')::date as dia, v.forma_pagamento, v.total,
    v.taxa_servico, 0::numeric as couvert,
    (select coalesce(sum(i.quantidade), 0) from itens_venda i where i.venda_id = v.id) as unidades,
    (select coalesce(sum(i.quantidade * i.preco_custo), 0) from itens_venda i where i.venda_id = v.id) as custo
  from vendas v
  where v.usuario_id = ${usuarioId} and v.status = 'finalizada'
  union all
  select c.id, (c.data_fechamento at time zone 'America/Sao_Paulo')::date, c.forma_pagamento, c.total,
    c.taxa_servico, c.couvert,
    (select coalesce(sum(i.quantidade), 0) from itens_comanda i where i.comanda_id = c.id),
    (select coalesce(sum(i.quantidade * i.preco_custo), 0) from itens_comanda i where i.comanda_id = c.id)
  from comandas c
  where c.usuario_id = ${usuarioId} and c.status = 'fechada'`;

export async function resumoRecomputado(db: Database, usuarioId: string): Promise<LinhaResumoDiario[]> {
  const { rows } = await db.execute<LinhaResumoDiario>(sql`
    with contas as (${contas(usuarioId)}),
    receitas as (
      select dia, forma_pagamento, count(*) as vendas, sum(total) as receita, sum(taxa_servico) as taxa_servico,
        sum(couvert) as couvert, sum(unidades) as unidades, sum(custo) as custo
      from contas
      group by 1, 2
    ),
    recebidos as (
      select contas.dia, p.forma_pagamento, sum(p.valor) as recebido,
        count(distinct coalesce(p.venda_id, p.comanda_id)) as recebido_vendas
      from pagamentos p
      join contas on contas.id = coalesce(p.venda_id, p.comanda_id)
      where p.usuario_id = ${usuarioId}
      group by 1, 2
    )
    select coalesce(r.dia, p.dia)::text as dia, coalesce(r.forma_pagamento, p.forma_pagamento) as forma_pagamento,
      coalesce(r.vendas, 0)::int as vendas, coalesce(r.receita, 0)::numeric(20, 2)::text as receita,
      coalesce(r.taxa_servico, 0)::numeric(20, 2)::text as taxa_servico,
      coalesce(r.couvert, 0)::numeric(20, 2)::text as couvert, coalesce(r.unidades, 0)::int as unidades,
      coalesce(r.custo, 0)::numeric(20, 2)::text as custo, coalesce(p.recebido, 0)::numeric(20, 2)::text as recebido,
      coalesce(p.recebido_vendas, 0)::int as recebido_vendas
    from receitas r
    full join recebidos p on p.dia = r.dia and p.forma_pagamento = r.forma_pagamento
    order by 1, 2`);
  return rows;
}

export type FigurasCruas = {
  receita: string;
  vendas: number;
  taxa_servico: string;
  couvert: string;
  receita_anterior: string;
  unidades: number;
  custo: string;
  vendas_anterior: number;
  unidades_anterior: number;
  custo_anterior: string;
  /** Days of the period that had a bill, with their revenue and count. */
  porDia: { data: string; receita: string; vendas: number }[];
  /** What each method received in the period, and from how many bills. */
  porForma: { forma_pagamento: string; receita: string; vendas: number }[];
};

/** The report's revenue figures for [inicio, fim] (and the period before), from the rows themselves. */
export async function figurasCruas(
  db: Database,
  usuarioId: string,
  { inicioAnterior, inicio, fim }: { inicioAnterior: string; inicio: string; fim: string },
): Promise<FigurasCruas> {
  const {
    rows: [totais],
  } = await db.execute<Omit<FigurasCruas, "porDia" | "porForma">>(sql`
    with contas as (${contas(usuarioId)})
    select coalesce(sum(total) filter (where dia >= ${inicio}::date), 0)::numeric(20, 2)::text as receita,
      (count(*) filter (where dia >= ${inicio}::date))::int as vendas,
      coalesce(sum(taxa_servico) filter (where dia >= ${inicio}::date), 0)::numeric(20, 2)::text as taxa_servico,
      coalesce(sum(couvert) filter (where dia >= ${inicio}::date), 0)::numeric(20, 2)::text as couvert,
      coalesce(sum(total) filter (where dia < ${inicio}::date), 0)::numeric(20, 2)::text as receita_anterior,
      coalesce(sum(unidades) filter (where dia >= ${inicio}::date), 0)::int as unidades,
      coalesce(sum(custo) filter (where dia >= ${inicio}::date), 0)::numeric(20, 2)::text as custo,
      (count(*) filter (where dia < ${inicio}::date))::int as vendas_anterior,
      coalesce(sum(unidades) filter (where dia < ${inicio}::date), 0)::int as unidades_anterior,
      coalesce(sum(custo) filter (where dia < ${inicio}::date), 0)::numeric(20, 2)::text as custo_anterior
    from contas
    where dia between ${inicioAnterior}::date and ${fim}::date`);
  const { rows: porDia } = await db.execute<FigurasCruas["porDia"][number]>(sql`
    with contas as (${contas(usuarioId)})
    select dia::text as data, sum(total)::numeric(20, 2)::text as receita, count(*)::int as vendas
    from contas
    where dia between ${inicio}::date and ${fim}::date
    group by dia
    order by dia`);
  const { rows: porForma } = await db.execute<FigurasCruas["porForma"][number]>(sql`
    with contas as (${contas(usuarioId)})
    select p.forma_pagamento, sum(p.valor)::numeric(20, 2)::text as receita,
      count(distinct contas.id)::int as vendas
    from pagamentos p
    join contas on contas.id = coalesce(p.venda_id, p.comanda_id)
    where p.usuario_id = ${usuarioId} and contas.dia between ${inicio}::date and ${fim}::date
    group by 1
    order by 1`);
  return { ...totais!, porDia, porForma };
}

export type LinhaAtendenteDiario = {
  dia: string;
  pessoa_id: string;
  nome: string;
  vendas: number;
  comandas: number;
  receita: string;
  taxa_servico: string;
};

export async function atendentesDiario(db: Database, usuarioId: string): Promise<LinhaAtendenteDiario[]> {
  const { rows } = await db.execute<LinhaAtendenteDiario>(sql`
    select dia::text as dia, pessoa_id, nome, vendas::int as vendas, comandas::int as comandas,
      receita::numeric(20, 2)::text as receita, taxa_servico::numeric(20, 2)::text as taxa_servico
    from vendas_diarias_atendente
    where usuario_id = ${usuarioId}
    order by dia, pessoa_id, nome`);
  return rows;
}

/**
 * The same per person, from the bills: a sale to who sold it, a tab to who closed it, a tab's service
 * charge (when there is one) to who opened it.
 */
export async function atendentesRecomputados(
  db: Database,
  usuarioId: string,
): Promise<LinhaAtendenteDiario[]> {
  const { rows } = await db.execute<LinhaAtendenteDiario>(sql`
    select dia::text as dia, pessoa_id, nome, sum(vendas)::int as vendas, sum(comandas)::int as comandas,
      sum(receita)::numeric(20, 2)::text as receita, sum(taxa_servico)::numeric(20, 2)::text as taxa_servico
    from (
      select (data_venda at time zone 'America/Sao_Paulo')::date as dia, coalesce(vendedor_id, '') as pessoa_id,
        vendedor as nome, 1 as vendas, 0 as comandas, total as receita, taxa_servico
      from vendas where usuario_id = ${usuarioId} and status = 'finalizada'
      union all
      select (data_fechamento at time zone 'America/Sao_Paulo')::date, coalesce(fechada_por_id, ''),
        coalesce(fechada_por, 'Sem registro'), 0, 1, total, 0
      from comandas where usuario_id = ${usuarioId} and status = 'fechada'
      union all
      select (data_fechamento at time zone 'America/Sao_Paulo')::date, coalesce(aberta_por_id, ''),
        coalesce(aberta_por, 'Sem registro'), 0, 0, 0, taxa_servico
      from comandas where usuario_id = ${usuarioId} and status = 'fechada' and taxa_servico > 0
    ) as feitos
    group by 1, 2, 3
    order by 1, 2, 3`);
  return rows;
}

export type AtendenteCru = {
  pessoa_id: string | null;
  nome: string;
  vendas: number;
  comandas: number;
  receita: string;
  taxa_servico: string;
};

/** "Por atendente" of [inicio, fim] from the bills, as the report computed it before the summary. */
export async function porAtendenteCru(
  db: Database,
  usuarioId: string,
  { inicio, fim }: { inicio: string; fim: string },
): Promise<AtendenteCru[]> {
  const dia = (coluna: string) => sql.raw(`(${coluna} at time zone 'America/Sao_Paulo')::date`);
  const noPeriodo = (coluna: string) => sql`${dia(coluna)} between ${inicio}::date and ${fim}::date`;
  const { rows } = await db.execute<AtendenteCru>(sql`
    with feitos as (
      select vendedor_id as pessoa_id, vendedor as nome, total, taxa_servico, 1 as venda, 0 as comanda
      from vendas
      where usuario_id = ${usuarioId} and status = 'finalizada' and ${noPeriodo("data_venda")}
      union all
      select fechada_por_id, coalesce(fechada_por, 'Sem registro'), total, 0, 0, 1
      from comandas
      where usuario_id = ${usuarioId} and status = 'fechada' and ${noPeriodo("data_fechamento")}
      union all
      select aberta_por_id, coalesce(aberta_por, 'Sem registro'), 0, taxa_servico, 0, 0
      from comandas
      where usuario_id = ${usuarioId} and status = 'fechada' and ${noPeriodo("data_fechamento")}
        and taxa_servico > 0
    ),
    agrupados as (
      select pessoa_id, case when pessoa_id is null then nome end as nome_antigo, max(nome) as nome_gravado,
        sum(venda)::int as vendas, sum(comanda)::int as comandas, sum(total) as receita,
        sum(taxa_servico) as taxa_servico
      from feitos
      group by 1, 2
    )
    select a.pessoa_id, coalesce(e.nome, a.nome_antigo, a.nome_gravado) as nome, a.vendas, a.comandas,
      a.receita::numeric(20, 2)::text as receita, a.taxa_servico::numeric(20, 2)::text as taxa_servico
    from agrupados a
    left join equipe e on e.id = a.pessoa_id and e.usuario_id = ${usuarioId}
    order by a.receita desc, a.taxa_servico desc, nome`);
  return rows;
}
