CREATE TABLE "vendas_diarias_produto" (
	"usuario_id" text NOT NULL,
	"dia" date NOT NULL,
	"produto_id" uuid NOT NULL,
	"unidades" bigint NOT NULL,
	"receita" numeric NOT NULL,
	"custo" numeric NOT NULL,
	CONSTRAINT "vendas_diarias_produto_usuario_id_dia_produto_id_pk" PRIMARY KEY("usuario_id","dia","produto_id")
);
--> statement-breakpoint
ALTER TABLE "vendas_diarias_produto" ADD CONSTRAINT "vendas_diarias_produto_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_diarias_produto" ADD CONSTRAINT "vendas_diarias_produto_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Backfill: the summary of every sale and closed tab made before this migration. The same text is
-- BACKFILL_VENDAS_DIARIAS_PRODUTO in src/server/modules/reports/vendas-diarias.queries.ts (a test keeps them equal).
insert into vendas_diarias_produto as t (usuario_id, dia, produto_id, unidades, receita, custo)
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
  set unidades = excluded.unidades, receita = excluded.receita, custo = excluded.custo;
