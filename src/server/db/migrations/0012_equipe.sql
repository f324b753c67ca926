CREATE TABLE "equipe" (
	"id" text PRIMARY KEY NOT NULL,
	"usuario_id" text NOT NULL,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"papel" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"convite_pendente" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"desativado_em" timestamp with time zone,
	CONSTRAINT "equipe_papel_check" CHECK ("equipe"."papel" in ('dono', 'gerente', 'caixa', 'garcom'))
);
--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "aberta_por_id" text;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "aberta_por" text;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "fechada_por_id" text;--> statement-breakpoint
ALTER TABLE "comandas" ADD COLUMN "fechada_por" text;--> statement-breakpoint
ALTER TABLE "itens_comanda" ADD COLUMN "lancado_por_id" text;--> statement-breakpoint
ALTER TABLE "itens_comanda" ADD COLUMN "lancado_por" text;--> statement-breakpoint
ALTER TABLE "vendas" ADD COLUMN "vendedor_id" text;--> statement-breakpoint
ALTER TABLE "movimentacoes" ADD COLUMN "responsavel_id" text;--> statement-breakpoint
ALTER TABLE "equipe" ADD CONSTRAINT "equipe_id_auth_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipe" ADD CONSTRAINT "equipe_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipe_usuario_idx" ON "equipe" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "equipe_um_dono_key" ON "equipe" USING btree ("usuario_id") WHERE "equipe"."papel" = 'dono';--> statement-breakpoint
-- Every existing account's owner becomes the first person of its establishment.
INSERT INTO "equipe" ("id", "usuario_id", "nome", "email", "papel", "ativo", "convite_pendente", "created_at", "updated_at")
SELECT "id", "id", coalesce(nullif(trim("nome"), ''), "nome_estabelecimento"), "email", 'dono', true, false, "created_at", now()
FROM "usuarios"
ON CONFLICT ("id") DO NOTHING;
