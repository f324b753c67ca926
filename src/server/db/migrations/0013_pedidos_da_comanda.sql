CREATE TABLE "pedidos_comanda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"comanda_id" uuid NOT NULL,
	"chave_idempotencia" text NOT NULL,
	"hash_requisicao" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedidos_comanda" ADD CONSTRAINT "pedidos_comanda_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos_comanda" ADD CONSTRAINT "pedidos_comanda_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_comanda_usuario_chave_key" ON "pedidos_comanda" USING btree ("usuario_id","chave_idempotencia");--> statement-breakpoint
CREATE INDEX "pedidos_comanda_comanda_idx" ON "pedidos_comanda" USING btree ("comanda_id");