/**
 * Decision 134 for the tabs open when it shipped: their repeated lines (same product, price, cost and
 * note) become one line holding the sum, the oldest, so that they show and are removed like the new
 * ones. Closed tabs keep the lines their receipts printed. THE text of migration 0015 (a test keeps the
 * two equal and runs it), two statements: the sums onto the oldest line, then the others go.
 */
export const AGRUPAR_LINHAS_DAS_COMANDAS_ABERTAS = [
  `update itens_comanda as i set quantidade = g.quantidade, subtotal = g.subtotal
from (
  select (array_agg(l.id order by l.created_at, l.id))[1] as id, sum(l.quantidade) as quantidade,
    sum(l.subtotal) as subtotal
  from itens_comanda l join comandas c on c.id = l.comanda_id and c.status = 'aberta'
  group by l.comanda_id, l.produto_id, l.preco_unitario, l.preco_custo, l.desconto_item, l.observacoes
  having count(*) > 1
) as g
where i.id = g.id`,
  `delete from itens_comanda as i
using comandas as c
where c.id = i.comanda_id and c.status = 'aberta'
  and exists (
    select 1 from itens_comanda k
    where k.comanda_id = i.comanda_id and k.produto_id = i.produto_id
      and k.preco_unitario = i.preco_unitario and k.preco_custo = i.preco_custo
      and k.desconto_item = i.desconto_item and k.observacoes is not distinct from i.observacoes
      and (k.created_at, k.id) < (i.created_at, i.id)
  )`,
] as const;
