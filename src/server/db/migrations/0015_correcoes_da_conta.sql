CREATE TABLE "comanda_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"comanda_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"produto_id" uuid,
	"quantidade" integer,
	"preco_unitario" numeric(12, 2),
	"motivo" text,
	"responsavel" text NOT NULL,
	"responsavel_id" text,
	"versao" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comanda_eventos_tipo_check" CHECK ("comanda_eventos"."tipo" in ('item_adicionado', 'item_removido', 'comanda_fechada', 'comanda_cancelada')),
	CONSTRAINT "comanda_eventos_quantidade_check" CHECK ("comanda_eventos"."quantidade" is null or "comanda_eventos"."quantidade" > 0)
);
--> statement-breakpoint
ALTER TABLE "comandas" DROP CONSTRAINT "comandas_status_check";--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "chave_fechamento" text;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "cancelada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "motivo_cancelamento" text;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "cancelada_por_id" text;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "cancelada_por" text;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "cancelada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "motivo_cancelamento" text;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "cancelada_por_id" text;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "cancelada_por" text;--> statement-breakpoint
ALTER TABLE "comanda_eventos" ADD CONSTRAINT "comanda_eventos_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_eventos" ADD CONSTRAINT "comanda_eventos_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comanda_eventos" ADD CONSTRAINT "comanda_eventos_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comanda_eventos_usuario_comanda_idx" ON "comanda_eventos" USING btree ("usuario_id","comanda_id","created_at");--> statement-breakpoint
CREATE INDEX "comanda_eventos_comanda_idx" ON "comanda_eventos" USING btree ("comanda_id");--> statement-breakpoint
CREATE INDEX "comanda_eventos_produto_idx" ON "comanda_eventos" USING btree ("produto_id") WHERE "comanda_eventos"."produto_id" is not null;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_cancelamento_check" CHECK (("comandas"."status" = 'cancelada') = ("comandas"."cancelada_em" is not null and "comandas"."motivo_cancelamento" is not null));--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_status_check" CHECK ("comandas"."status" in ('aberta', 'fechada', 'cancelada'));--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_status_check" CHECK ("vendas"."status" in ('finalizada', 'cancelada'));--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_cancelamento_check" CHECK (("vendas"."status" = 'cancelada') = ("vendas"."cancelada_em" is not null and "vendas"."motivo_cancelamento" is not null));--> statement-breakpoint-- Decision 134: the open tabs' repeated lines become one (AGRUPAR_LINHAS_DAS_COMANDAS_ABERTAS).
update itens_comanda as i set quantidade = g.quantidade, subtotal = g.subtotal
from (
  select (array_agg(l.id order by l.created_at, l.id))[1] as id, sum(l.quantidade) as quantidade,
    sum(l.subtotal) as subtotal
  from itens_comanda l join comandas c on c.id = l.comanda_id and c.status = 'aberta'
  group by l.comanda_id, l.produto_id, l.preco_unitario, l.preco_custo, l.desconto_item, l.observacoes
  having count(*) > 1
) as g
where i.id = g.id;--> statement-breakpoint
delete from itens_comanda as i
using comandas as c
where c.id = i.comanda_id and c.status = 'aberta'
  and exists (
    select 1 from itens_comanda k
    where k.comanda_id = i.comanda_id and k.produto_id = i.produto_id
      and k.preco_unitario = i.preco_unitario and k.preco_custo = i.preco_custo
      and k.desconto_item = i.desconto_item and k.observacoes is not distinct from i.observacoes
      and (k.created_at, k.id) < (i.created_at, i.id)
  );
