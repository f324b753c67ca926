/**
 * Years of a busy bar for one account, generated set-based (insert … select from generate_series), so
 * that hundreds of thousands of sales take seconds, not minutes. Deterministic: the same arguments give
 * the same rows (ids are md5 of the account and the position). Used by bench/relatorios.ts.
 *
 * Sales are spread evenly over the days, 11:00–24:00 São Paulo time, and inserted in that order; 3 or 4
 * items each, side by side (every line a different product), 1 to 3 units a line; one sale in ten has
 * R$ 1,00 of discount; five payment methods, and one sale in eight paid in two parts (PIX and credit
 * card, decision 152). Closed tabs have 4 items each, half of them with a 10 % service charge and one in
 * seven with a couvert for two (decisions 150–151), one in four paid in two parts; a few tabs stay open
 * (never counted). Stock movements are not generated: the report never reads them. The rows bypass the
 * services, so the reports' daily summaries (decisions 051 and 156) are then filled as their migrations
 * filled them.
 *
 * Every position is bigint in SQL: 7919 × the position of the 271,189th sale no longer fits an integer.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import { produtos } from "../src/server/db/schema";
import { BACKFILL_VENDAS_DIARIAS_PRODUTO } from "../src/server/modules/reports/vendas-diarias.queries";
import { recalcularResumoDiario } from "../src/server/modules/reports/vendas-diarias-pagamento.queries";
import { CATEGORIAS } from "../src/shared/catalog/categorias";
import { fromCentavos } from "../src/shared/money";

export interface Movimento {
  usuarioId: string;
  /** Days of history, ending on `ate` (YYYY-MM-DD, São Paulo) included. */
  dias: number;
  ate: string;
  vendas: number;
  itens: number;
  comandasFechadas: number;
  comandasAbertas: number;
  produtos: number;
}

export const ANO_DE_BAR: Omit<Movimento, "usuarioId" | "ate"> = {
  dias: 365,
  vendas: 120_000,
  itens: 400_000,
  comandasFechadas: 10_000,
  comandasAbertas: 20,
  produtos: 60,
};

/** `anos` years of a busy bar, every figure scaled, the same 60 products and 20 open tabs. */
export function anosDeBar(anos: number): Omit<Movimento, "usuarioId" | "ate"> {
  return {
    ...ANO_DE_BAR,
    dias: Math.round(ANO_DE_BAR.dias * anos),
    vendas: Math.round(ANO_DE_BAR.vendas * anos),
    itens: Math.round(ANO_DE_BAR.itens * anos),
    comandasFechadas: Math.round(ANO_DE_BAR.comandasFechadas * anos),
  };
}

export async function gerarMovimento(db: Database, m: Movimento): Promise<void> {
  await db.insert(produtos).values(
    Array.from({ length: m.produtos }, (_, i) => {
      const compra = 150 + ((i * 137) % 2500);
      return {
        usuario_id: m.usuarioId,
        nome: `${CATEGORIAS[i % CATEGORIAS.length]} ${String(i + 1).padStart(3, "0")}`,
        categoria: CATEGORIAS[i % CATEGORIAS.length]!,
        preco_compra: fromCentavos(compra),
        preco_venda: fromCentavos(compra * 2 + 90),
        estoque_atual: 1_000_000,
      };
    }),
  );

  const u = m.usuarioId;
  // The catalogue numbered 0..n-1, and the instant of the k-th of `total` events spread over the days.
  const catalogo = sql`select row_number() over (order by nome) - 1 as idx, id, preco_venda, preco_compra
    from produtos where usuario_id = ${u}`;
  const instante = (k: unknown, total: number) => sql`((${m.ate}::date - ${m.dias - 1}::int
      + floor((${k})::bigint * ${m.dias}::bigint / ${total}::bigint)::int)::timestamp
      + interval '11 hours' + (((${k})::bigint * 7919) % 46800) * interval '1 second') at time zone 'America/Sao_Paulo'`;
  const metodos = sql`array['pix', 'dinheiro', 'cartao_credito', 'cartao_debito', 'pix', 'transferencia']`;
  const pagamento = (k: unknown) => sql`(${metodos})[1 + (${k}) % 6]`;

  // Sale v has ⌊I/V⌋ lines, one more for the first I mod V sales; its lines sit together, as a real sale's.
  const linhasPorVenda = Math.floor(m.itens / m.vendas);
  const comLinhaExtra = m.itens % m.vendas;
  const linhasVenda = sql`select v, o as ordem, p.id as produto_id, 1 + ((v + o) % 3) as quantidade,
      p.preco_venda, p.preco_compra
    from generate_series(0::bigint, ${m.vendas - 1}::bigint) as v
    cross join lateral generate_series(0, ${linhasPorVenda - 1}::int + (v < ${comLinhaExtra}::bigint)::int) as o
    join (${catalogo}) as p on p.idx = (v * 7 + o * 13) % ${m.produtos}::int`;
  const idVenda = (v: unknown) => sql`md5(${u} || ':venda:' || ${v})::uuid`;

  await db.execute(sql`
    insert into vendas (id, usuario_id, numero_venda, subtotal, desconto, total, forma_pagamento, status,
      vendedor, data_venda, created_at)
    select ${idVenda(sql`v`)}, ${u}, 'VEN' || lpad((v + 1)::text, 7, '0'), subtotal, desconto,
      greatest(subtotal - desconto, 0), case when v % 8 = 3 then 'multiplas' else ${pagamento(sql`v`)} end,
      'finalizada', 'Bench', ${instante(sql`v`, m.vendas)}, ${instante(sql`v`, m.vendas)}
    from (
      select v, sum(quantidade * preco_venda) as subtotal, case when v % 10 = 0 then 1.00 else 0 end as desconto
      from (${linhasVenda}) as l
      group by v
    ) as s
    order by v`);
  await db.execute(sql`
    insert into itens_venda (usuario_id, venda_id, produto_id, quantidade, preco_unitario, preco_custo, ordem)
    select ${u}, ${idVenda(sql`v`)}, produto_id, quantidade, preco_venda, preco_compra, ordem
    from (${linhasVenda}) as l
    order by v, ordem`);

  const totalComandas = m.comandasFechadas + m.comandasAbertas;
  const linhasComanda = sql`select c, o, p.id as produto_id, 1 + ((c + o) % 4) as quantidade, p.preco_venda,
      p.preco_compra
    from generate_series(0::bigint, ${totalComandas - 1}::bigint) as c
    cross join generate_series(0, 3) as o
    join (${catalogo}) as p on p.idx = (c * 11 + o * 17) % ${m.produtos}::int`;
  const idComanda = (c: unknown) => sql`md5(${u} || ':comanda:' || ${c})::uuid`;
  // The open tabs are the last ones (c ≥ comandasFechadas).
  await db.execute(sql`
    insert into comandas (id, usuario_id, numero_comanda, status, subtotal, desconto, total, forma_pagamento,
      pessoas, taxa_servico_percentual, taxa_servico, couvert_por_pessoa, couvert, data_abertura,
      data_fechamento, created_at, updated_at)
    select ${idComanda(sql`c`)}, ${u}, 'CMD' || lpad((c + 1)::text, 7, '0'),
      case when fechada then 'fechada' else 'aberta' end, subtotal, desconto, total,
      case when not fechada then null when c % 4 = 1 then 'multiplas' else ${pagamento(sql`c`)} end,
      case when com_couvert then 2 else 1 end, percentual, round(total * percentual / 100, 2),
      case when com_couvert then 15.00 else 0 end, case when com_couvert then 30.00 else 0 end,
      fechamento - interval '2 hours', case when fechada then fechamento end, fechamento, fechamento
    from (
      select *, greatest(subtotal - desconto, 0) as total
      from (
        select c, c < ${m.comandasFechadas}::bigint as fechada, sum(quantidade * preco_venda) as subtotal,
          case when c % 5 = 0 and c < ${m.comandasFechadas}::bigint then 2.00 else 0 end as desconto,
          case when c % 2 = 0 then 10.00 else 0 end as percentual, c % 7 = 0 as com_couvert,
          ${instante(sql`least(c, ${m.comandasFechadas - 1}::bigint)`, m.comandasFechadas)} as fechamento
        from (${linhasComanda}) as l
        group by c
      ) as s
    ) as t
    order by c`);
  await db.execute(sql`
    insert into itens_comanda (usuario_id, comanda_id, produto_id, quantidade, preco_unitario, preco_custo,
      subtotal)
    select ${u}, ${idComanda(sql`c`)}, produto_id, quantidade, preco_venda, preco_compra, quantidade * preco_venda
    from (${linhasComanda}) as l
    order by c, o`);

  // The payments (decision 153): what the customer paid — total, service charge and couvert — in one
  // part, or in two for the bills marked 'multiplas' (half, rounded, by the first method; the rest by the
  // second). The open tabs have paid nothing yet.
  const partes = (primeira: string, segunda: string, aPagar: unknown, forma: unknown) => sql`
    cross join lateral (
      select ${primeira} as forma_pagamento, round(${aPagar} / 2, 2) as valor, 0 as ordem
      where ${forma} = 'multiplas'
      union all
      select ${segunda}, ${aPagar} - round(${aPagar} / 2, 2), 1 where ${forma} = 'multiplas'
      union all
      select ${forma}, ${aPagar}, 0 where ${forma} <> 'multiplas'
    ) as p`;
  await db.execute(sql`
    insert into pagamentos (id, usuario_id, venda_id, forma_pagamento, valor, ordem, registrado_por, created_at)
    select md5(v.id::text || ':' || p.ordem)::uuid, ${u}, v.id, p.forma_pagamento, p.valor, p.ordem, 'Bench',
      v.data_venda
    from vendas v
    ${partes("pix", "cartao_credito", sql`(v.total + v.taxa_servico)`, sql`v.forma_pagamento`)}
    where v.usuario_id = ${u}
    order by v.data_venda, p.ordem`);
  await db.execute(sql`
    insert into pagamentos (id, usuario_id, comanda_id, forma_pagamento, valor, ordem, registrado_por, created_at)
    select md5(c.id::text || ':' || p.ordem)::uuid, ${u}, c.id, p.forma_pagamento, p.valor, p.ordem, 'Bench',
      c.data_fechamento
    from comandas c
    ${partes("dinheiro", "pix", sql`(c.total + c.taxa_servico + c.couvert)`, sql`c.forma_pagamento`)}
    where c.usuario_id = ${u} and c.status = 'fechada'
    order by c.data_fechamento, p.ordem`);

  // Fresh statistics first: the planner would otherwise plan the summaries' joins for the nearly empty
  // tables the last analyze saw (nested loops over hundreds of thousands of rows: minutes, not seconds).
  await db.execute(sql`analyze vendas, itens_venda, comandas, itens_comanda, pagamentos`);
  // The summaries, recomputed as their migrations did (the products' one replaces every account's rows,
  // so running it once per generated account is fine).
  await db.execute(sql.raw(BACKFILL_VENDAS_DIARIAS_PRODUTO));
  await recalcularResumoDiario(db, { usuarioId: u });
}
