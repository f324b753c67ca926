CREATE TABLE "transferencias_comanda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"comanda_id" uuid NOT NULL,
	"chave_idempotencia" text NOT NULL,
	"hash_requisicao" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comanda_eventos" DROP CONSTRAINT "comanda_eventos_tipo_check";--> statement-breakpoint
ALTER TABLE "comandas" DROP CONSTRAINT "comandas_status_check";--> statement-breakpoint
ALTER TABLE "comanda_eventos" ADD COLUMN "comanda_relacionada_id" uuid;--> statement-breakpoint
ALTER TABLE "comanda_eventos" ADD COLUMN "mesa_anterior" integer;--> statement-breakpoint
ALTER TABLE "comanda_eventos" ADD COLUMN "mesa_nova" integer;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "juntada_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transferencias_comanda" ADD CONSTRAINT "transferencias_comanda_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transferencias_comanda" ADD CONSTRAINT "transferencias_comanda_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transferencias_comanda_usuario_chave_key" ON "transferencias_comanda" USING btree ("usuario_id","chave_idempotencia");--> statement-breakpoint
CREATE INDEX "transferencias_comanda_comanda_idx" ON "transferencias_comanda" USING btree ("comanda_id");--> statement-breakpoint
ALTER TABLE "comanda_eventos" ADD CONSTRAINT "comanda_eventos_comanda_relacionada_id_comandas_id_fk" FOREIGN KEY ("comanda_relacionada_id") REFERENCES "public"."comandas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comanda_eventos_relacionada_idx" ON "comanda_eventos" USING btree ("comanda_relacionada_id") WHERE "comanda_eventos"."comanda_relacionada_id" is not null;--> statement-breakpoint
ALTER TABLE "comanda_eventos" ADD CONSTRAINT "comanda_eventos_tipo_check" CHECK (tipo in ('item_adicionado', 'item_removido', 'comanda_fechada', 'comanda_cancelada', 'item_transferido', 'item_recebido', 'comanda_juntada', 'juntou_comanda', 'mesa_trocada'));--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_juntada_check" CHECK (("comandas"."status" = 'juntada') = ("comandas"."juntada_em" is not null));--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_status_check" CHECK ("comandas"."status" in ('aberta', 'fechada', 'cancelada', 'juntada'));