CREATE TABLE "pagamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"venda_id" uuid,
	"comanda_id" uuid,
	"forma_pagamento" text NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"valor_recebido" numeric(12, 2),
	"troco" numeric(12, 2) DEFAULT '0' NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"registrado_por_id" text,
	"registrado_por" text NOT NULL,
	"chave_idempotencia" text,
	"hash_requisicao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pagamentos_origem_check" CHECK (("pagamentos"."venda_id" is null) <> ("pagamentos"."comanda_id" is null)),
	CONSTRAINT "pagamentos_forma_check" CHECK ("pagamentos"."forma_pagamento" in ('dinheiro', 'pix', 'cartao_debito', 'cartao_credito', 'transferencia')),
	CONSTRAINT "pagamentos_valores_check" CHECK ("pagamentos"."valor" >= 0 and "pagamentos"."troco" >= 0 and ("pagamentos"."valor_recebido" is null and "pagamentos"."troco" = 0 or "pagamentos"."valor_recebido" = "pagamentos"."valor" + "pagamentos"."troco")),
	CONSTRAINT "pagamentos_recebido_check" CHECK ("pagamentos"."valor_recebido" is null or "pagamentos"."forma_pagamento" = 'dinheiro')
);
--> statement-breakpoint
ALTER TABLE "comanda_eventos" DROP CONSTRAINT "comanda_eventos_tipo_check";--> statement-breakpoint
ALTER TABLE "comandas" DROP CONSTRAINT "comandas_valores_check";--> statement-breakpoint
ALTER TABLE "vendas" DROP CONSTRAINT "vendas_valores_check";--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "pessoas" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "taxa_servico_percentual" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "cobrar_taxa_servico" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "taxa_servico" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "couvert_por_pessoa" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "cobrar_couvert" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "couvert" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "taxa_servico_percentual" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "taxa_servico" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "taxa_servico_ativa" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "taxa_servico_percentual" numeric(5, 2) DEFAULT '10' NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "taxa_servico_venda_direta" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "couvert_ativo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "couvert_por_pessoa" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_venda_id_vendas_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pagamentos_usuario_chave_key" ON "pagamentos" USING btree ("usuario_id","chave_idempotencia");--> statement-breakpoint
CREATE INDEX "pagamentos_usuario_venda_idx" ON "pagamentos" USING btree ("usuario_id","venda_id","forma_pagamento","valor");--> statement-breakpoint
CREATE INDEX "pagamentos_usuario_comanda_idx" ON "pagamentos" USING btree ("usuario_id","comanda_id","forma_pagamento","valor");--> statement-breakpoint
CREATE INDEX "pagamentos_venda_idx" ON "pagamentos" USING btree ("venda_id") WHERE "pagamentos"."venda_id" is not null;--> statement-breakpoint
CREATE INDEX "pagamentos_comanda_idx" ON "pagamentos" USING btree ("comanda_id") WHERE "pagamentos"."comanda_id" is not null;--> statement-breakpoint
ALTER TABLE "comanda_eventos" ADD CONSTRAINT "comanda_eventos_tipo_check" CHECK (tipo in ('item_adicionado', 'item_removido', 'comanda_fechada', 'comanda_cancelada', 'item_transferido', 'item_recebido', 'comanda_juntada', 'juntou_comanda', 'mesa_trocada', 'conta_ajustada'));--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_pessoas_check" CHECK ("comandas"."pessoas" between 1 and 999);--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_valores_check" CHECK ("comandas"."desconto" >= 0 and "comandas"."total" >= 0 and "comandas"."taxa_servico" >= 0 and "comandas"."couvert" >= 0);--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_valores_check" CHECK ("vendas"."desconto" >= 0 and "vendas"."total" >= 0 and "vendas"."subtotal" >= 0 and "vendas"."taxa_servico" >= 0);--> statement-breakpoint
-- Decision 150: bars that ran Balcão before the service charge keep their bills until the owner turns it on.
update configuracoes set taxa_servico_ativa = false;--> statement-breakpoint
-- Decision 153: one payment per sale and closed tab made before (BACKFILL_PAGAMENTOS).
insert into pagamentos (usuario_id, venda_id, forma_pagamento, valor, registrado_por_id, registrado_por, created_at)
select v.usuario_id, v.id, v.forma_pagamento, v.total + v.taxa_servico, v.vendedor_id, v.vendedor, v.data_venda
from vendas v
where not exists (select 1 from pagamentos p where p.venda_id = v.id);--> statement-breakpoint
insert into pagamentos (usuario_id, comanda_id, forma_pagamento, valor, registrado_por_id, registrado_por, created_at)
select c.usuario_id, c.id, coalesce(c.forma_pagamento, 'dinheiro'), c.total + c.taxa_servico + c.couvert,
  c.fechada_por_id, coalesce(c.fechada_por, 'Sem registro'), c.data_fechamento
from comandas c
where c.data_fechamento is not null and not exists (select 1 from pagamentos p where p.comanda_id = c.id);
