-- transacoes_pagamento had no writer before this migration, so its new NOT NULL columns need no default.
CREATE TABLE "auditoria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"momento" timestamp with time zone DEFAULT now() NOT NULL,
	"origem" text NOT NULL,
	"autor_id" text,
	"usuario_id" text,
	"acao" text NOT NULL,
	"detalhes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plano_id" text NOT NULL,
	"usuario_id" text,
	"email" text NOT NULL,
	"nome_estabelecimento" text NOT NULL,
	"cnpj_cpf" text NOT NULL,
	"telefone" text,
	"provedor" text NOT NULL,
	"id_cliente_externo" text,
	"id_assinatura_externa" text,
	"url_pagamento" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compras_status_check" CHECK ("compras"."status" in ('aguardando', 'paga', 'recusada', 'vencida', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "eventos_pagamento" (
	"provedor" text NOT NULL,
	"id" text NOT NULL,
	"tipo" text NOT NULL,
	"payload" jsonb NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"processado_em" timestamp with time zone,
	"erro" text,
	CONSTRAINT "eventos_pagamento_provedor_id_pk" PRIMARY KEY("provedor","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_cobrancas" (
	"id" text PRIMARY KEY NOT NULL,
	"id_assinatura" text NOT NULL,
	"id_cliente" text NOT NULL,
	"referencia" text NOT NULL,
	"valor" numeric(12, 2) NOT NULL,
	"forma" text NOT NULL,
	"status" text NOT NULL,
	"vencimento" date NOT NULL,
	"data_pagamento" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" DROP CONSTRAINT "transacoes_pagamento_status_check";--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ALTER COLUMN "id_externo" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD COLUMN "compra_id" uuid;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD COLUMN "compra_id" uuid;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD COLUMN "provedor" text NOT NULL;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD COLUMN "data_vencimento" date;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD COLUMN "data_pagamento" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD COLUMN "url_fatura" text;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD COLUMN "evento_em" timestamp with time zone NOT NULL;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_autor_id_auth_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compras" ADD CONSTRAINT "compras_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_momento_idx" ON "auditoria" USING btree ("momento");--> statement-breakpoint
CREATE INDEX "auditoria_usuario_idx" ON "auditoria" USING btree ("usuario_id","momento");--> statement-breakpoint
CREATE INDEX "compras_usuario_idx" ON "compras" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "compras_email_idx" ON "compras" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "compras_assinatura_externa_key" ON "compras" USING btree ("provedor","id_assinatura_externa");--> statement-breakpoint
CREATE INDEX "eventos_pagamento_pendentes_idx" ON "eventos_pagamento" USING btree ("recebido_em") WHERE "eventos_pagamento"."processado_em" is null;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_compra_id_compras_id_fk" FOREIGN KEY ("compra_id") REFERENCES "public"."compras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD CONSTRAINT "transacoes_pagamento_compra_id_compras_id_fk" FOREIGN KEY ("compra_id") REFERENCES "public"."compras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transacoes_pagamento_externo_key" ON "transacoes_pagamento" USING btree ("provedor","id_externo");--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD CONSTRAINT "transacoes_pagamento_status_check" CHECK ("transacoes_pagamento"."status" in ('pending', 'confirmed', 'overdue', 'refunded', 'deleted'));