CREATE TABLE "caixas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"terminal" text NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"fundo_troco" numeric(12, 2) NOT NULL,
	"aberto_por_id" text,
	"aberto_por" text NOT NULL,
	"aberto_em" timestamp with time zone NOT NULL,
	"fechado_por_id" text,
	"fechado_por" text,
	"fechado_em" timestamp with time zone,
	"observacoes" text,
	"chave_abertura" text NOT NULL,
	"hash_abertura" text NOT NULL,
	"chave_fechamento" text,
	"hash_fechamento" text,
	"esperado_dinheiro" numeric(12, 2),
	"esperado_pix" numeric(12, 2),
	"esperado_cartao_debito" numeric(12, 2),
	"esperado_cartao_credito" numeric(12, 2),
	"esperado_transferencia" numeric(12, 2),
	"contado_dinheiro" numeric(12, 2),
	"contado_pix" numeric(12, 2),
	"contado_cartao_debito" numeric(12, 2),
	"contado_cartao_credito" numeric(12, 2),
	"contado_transferencia" numeric(12, 2),
	"taxa_servico" numeric(12, 2),
	"couvert" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caixas_status_check" CHECK ("caixas"."status" in ('aberto', 'fechado')),
	CONSTRAINT "caixas_fundo_check" CHECK ("caixas"."fundo_troco" >= 0),
	CONSTRAINT "caixas_terminal_check" CHECK (length("caixas"."terminal") between 1 and 40),
	CONSTRAINT "caixas_fechamento_check" CHECK (("caixas"."status" = 'fechado') = ("caixas"."fechado_em" is not null and "caixas"."chave_fechamento" is not null
        and "caixas"."esperado_dinheiro" is not null and "caixas"."esperado_pix" is not null
        and "caixas"."esperado_cartao_debito" is not null and "caixas"."esperado_cartao_credito" is not null
        and "caixas"."esperado_transferencia" is not null and "caixas"."contado_dinheiro" is not null
        and "caixas"."contado_pix" is not null and "caixas"."contado_cartao_debito" is not null
        and "caixas"."contado_cartao_credito" is not null and "caixas"."contado_transferencia" is not null
        and "caixas"."taxa_servico" is not null and "caixas"."couvert" is not null))
);
--> statement-breakpoint
CREATE TABLE "caixa_movimentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"caixa_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"forma_pagamento" text DEFAULT 'dinheiro' NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"motivo" text NOT NULL,
	"venda_id" uuid,
	"comanda_id" uuid,
	"registrado_por_id" text,
	"registrado_por" text NOT NULL,
	"chave_idempotencia" text,
	"hash_requisicao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "caixa_movimentos_tipo_check" CHECK ("caixa_movimentos"."tipo" in ('sangria', 'suprimento', 'estorno')),
	CONSTRAINT "caixa_movimentos_forma_check" CHECK (forma_pagamento in ('dinheiro', 'pix', 'cartao_debito', 'cartao_credito', 'transferencia')),
	CONSTRAINT "caixa_movimentos_valor_check" CHECK ("caixa_movimentos"."valor" > 0),
	CONSTRAINT "caixa_movimentos_origem_check" CHECK (case when "caixa_movimentos"."tipo" = 'estorno' then ("caixa_movimentos"."venda_id" is null) <> ("caixa_movimentos"."comanda_id" is null)
        else "caixa_movimentos"."venda_id" is null and "caixa_movimentos"."comanda_id" is null and "caixa_movimentos"."forma_pagamento" = 'dinheiro' end)
);
--> statement-breakpoint
ALTER TABLE "pagamentos" ADD COLUMN "caixa_id" uuid;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "exigir_caixa_aberto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "caixas" ADD CONSTRAINT "caixas_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_movimentos" ADD CONSTRAINT "caixa_movimentos_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_movimentos" ADD CONSTRAINT "caixa_movimentos_caixa_id_caixas_id_fk" FOREIGN KEY ("caixa_id") REFERENCES "public"."caixas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_movimentos" ADD CONSTRAINT "caixa_movimentos_venda_id_vendas_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_movimentos" ADD CONSTRAINT "caixa_movimentos_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "caixas_terminal_aberto_key" ON "caixas" USING btree ("usuario_id","terminal") WHERE "caixas"."status" = 'aberto';--> statement-breakpoint
CREATE UNIQUE INDEX "caixas_usuario_chave_abertura_key" ON "caixas" USING btree ("usuario_id","chave_abertura");--> statement-breakpoint
CREATE UNIQUE INDEX "caixas_usuario_chave_fechamento_key" ON "caixas" USING btree ("usuario_id","chave_fechamento");--> statement-breakpoint
CREATE INDEX "caixas_usuario_fechado_em_idx" ON "caixas" USING btree ("usuario_id","fechado_em");--> statement-breakpoint
CREATE UNIQUE INDEX "caixa_movimentos_usuario_chave_key" ON "caixa_movimentos" USING btree ("usuario_id","chave_idempotencia");--> statement-breakpoint
CREATE INDEX "caixa_movimentos_caixa_idx" ON "caixa_movimentos" USING btree ("caixa_id","created_at");--> statement-breakpoint
CREATE INDEX "caixa_movimentos_venda_idx" ON "caixa_movimentos" USING btree ("venda_id") WHERE "caixa_movimentos"."venda_id" is not null;--> statement-breakpoint
CREATE INDEX "caixa_movimentos_comanda_idx" ON "caixa_movimentos" USING btree ("comanda_id") WHERE "caixa_movimentos"."comanda_id" is not null;--> statement-breakpoint
ALTER TABLE "pagamentos" ADD CONSTRAINT "pagamentos_caixa_id_caixas_id_fk" FOREIGN KEY ("caixa_id") REFERENCES "public"."caixas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamentos_caixa_idx" ON "pagamentos" USING btree ("caixa_id","forma_pagamento") WHERE "pagamentos"."caixa_id" is not null;