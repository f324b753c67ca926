/**
 * Every sale and every closed tab has its payments in `pagamentos` (decision 153). The ones made before
 * that table get one payment each — their method and their whole amount, registered by who sold or
 * closed, when they did. THE text of migration 0017 (a test keeps the two equal); the bench and the
 * restore of an older backup run it too. It adds only what is missing, so it can run again.
 */
export const BACKFILL_PAGAMENTOS = [
  `insert into pagamentos (usuario_id, venda_id, forma_pagamento, valor, registrado_por_id, registrado_por, created_at)
select v.usuario_id, v.id, v.forma_pagamento, v.total + v.taxa_servico, v.vendedor_id, v.vendedor, v.data_venda
from vendas v
where not exists (select 1 from pagamentos p where p.venda_id = v.id)`,
  `insert into pagamentos (usuario_id, comanda_id, forma_pagamento, valor, registrado_por_id, registrado_por, created_at)
select c.usuario_id, c.id, coalesce(c.forma_pagamento, 'dinheiro'), c.total + c.taxa_servico + c.couvert,
  c.fechada_por_id, coalesce(c.fechada_por, 'Sem registro'), c.data_fechamento
from comandas c
where c.data_fechamento is not null and not exists (select 1 from pagamentos p where p.comanda_id = c.id)`,
] as const;
