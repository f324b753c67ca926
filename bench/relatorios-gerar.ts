/**
 * A year of a busy bar for one account, generated set-based (insert … select from generate_series), so
 * that 120,000 sales and 400,000 items take seconds, not minutes. Deterministic: the same arguments give
 * the same rows (ids are md5 of the account and the position). Used by bench/relatorios.ts.
 *
 * Sales are spread evenly over the days, 11:00–24:00 São Paulo time, and inserted in that order; 3 or 4
 * items each, side by side (every line a different product), 1 to 3 units a line; one sale in ten has R$ 1,00 of discount; five
 * payment methods. Closed tabs have 4 items each; a few tabs stay open (never counted). Stock movements
 * are not generated: the report never reads them. The rows bypass the services, so the reports' daily
 * summary (decision 051) is then filled by the same backfill statement as migration 0004.
 */
import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import { produtos } from "../src/server/db/schema";
import { BACKFILL_PAGAMENTOS } from "../src/server/modules/pos/pagamentos-backfill";
import { BACKFILL_VENDAS_DIARIAS_PRODUTO } from "../src/server/modules/reports/vendas-diarias.queries";
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
      + floor(${k} * ${m.dias}::int / ${total}::int)::int)::timestamp
      + interval '11 hours' + ((${k} * 7919) % 46800) * interval '1 second') at time zone 'America/Sao_Paulo'`;
  const pagamento = (k: unknown) =>
    sql`(array['pix', 'dinheiro', 'cartao_credito', 'cartao_debito', 'pix', 'transferencia'])[1 + ${k} % 6]`;

  // Sale v has ⌊I/V⌋ lines, one more for the first I mod V sales; its lines sit together, as a real sale's.
  const linhasPorVenda = Math.floor(m.itens / m.vendas);
  const comLinhaExtra = m.itens % m.vendas;
  const linhasVenda = sql`select v, o as ordem, p.id as produto_id, 1 + ((v + o) % 3) as quantidade,
      p.preco_venda, p.preco_compra
    from generate_series(0, ${m.vendas - 1}::int) as v
    cross join lateral generate_series(0, ${linhasPorVenda - 1}::int + (v < ${comLinhaExtra}::int)::int) as o
    join (${catalogo}) as p on p.idx = (v * 7 + o * 13) % ${m.produtos}::int`;
  const idVenda = (v: unknown) => sql`md5(${u} || ':venda:' || ${v})::uuid`;

  await db.execute(sql`
    insert into vendas (id, usuario_id, numero_venda, subtotal, desconto, total, forma_pagamento, status,
      vendedor, data_venda, created_at)
    select ${idVenda(sql`v`)}, ${u}, 'VEN' || lpad((v + 1)::text, 6, '0'), subtotal, desconto,
      greatest(subtotal - desconto, 0), ${pagamento(sql`v`)}, 'finalizada', 'Bench', ${instante(sql`v`, m.vendas)},
      ${instante(sql`v`, m.vendas)}
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
    from generate_series(0, ${totalComandas - 1}::int) as c
    cross join generate_series(0, 3) as o
    join (${catalogo}) as p on p.idx = (c * 11 + o * 17) % ${m.produtos}::int`;
  const idComanda = (c: unknown) => sql`md5(${u} || ':comanda:' || ${c})::uuid`;
  // The open tabs are the last ones (c ≥ comandasFechadas).
  await db.execute(sql`
    insert into comandas (id, usuario_id, numero_comanda, status, subtotal, desconto, total, forma_pagamento,
      data_abertura, data_fechamento, created_at, updated_at)
    select ${idComanda(sql`c`)}, ${u}, 'CMD' || lpad((c + 1)::text, 6, '0'),
      case when fechada then 'fechada' else 'aberta' end, subtotal,
      case when fechada then desconto else 0 end,
      case when fechada then greatest(subtotal - desconto, 0) else subtotal end,
      case when fechada then ${pagamento(sql`c`)} end,
      fechamento - interval '2 hours', case when fechada then fechamento end, fechamento, fechamento
    from (
      select c, c < ${m.comandasFechadas}::int as fechada, sum(quantidade * preco_venda) as subtotal,
        case when c % 5 = 0 then 2.00 else 0 end as desconto,
        ${instante(sql`least(c, ${m.comandasFechadas - 1}::int)`, m.comandasFechadas)} as fechamento
      from (${linhasComanda}) as l
      group by c
    ) as s
    order by c`);
  await db.execute(sql`
    insert into itens_comanda (usuario_id, comanda_id, produto_id, quantidade, preco_unitario, preco_custo,
      subtotal)
    select ${u}, ${idComanda(sql`c`)}, produto_id, quantidade, preco_venda, preco_compra, quantidade * preco_venda
    from (${linhasComanda}) as l
    order by c, o`);

  // Recomputes every account's summary (it replaces rows, so running it once per generated account is fine).
  await db.execute(sql.raw(BACKFILL_VENDAS_DIARIAS_PRODUTO));
  // One payment per generated sale and tab, as the till writes them (decision 153); it adds only what is missing.
  for (const comando of BACKFILL_PAGAMENTOS) await db.execute(sql.raw(comando));
}
