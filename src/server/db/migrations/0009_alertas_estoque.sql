CREATE TABLE "alertas_estoque" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"produto_id" uuid NOT NULL,
	"nivel" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"resolvido_em" timestamp with time zone,
	"notificado_em" timestamp with time zone,
	CONSTRAINT "alertas_estoque_nivel_check" CHECK ("alertas_estoque"."nivel" in ('baixo', 'critico'))
);
--> statement-breakpoint
ALTER TABLE "alertas_estoque" ADD CONSTRAINT "alertas_estoque_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_estoque" ADD CONSTRAINT "alertas_estoque_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alertas_estoque_aberto_key" ON "alertas_estoque" USING btree ("produto_id") WHERE "alertas_estoque"."resolvido_em" is null;--> statement-breakpoint
CREATE INDEX "alertas_estoque_abertos_idx" ON "alertas_estoque" USING btree ("usuario_id","criado_em") WHERE "alertas_estoque"."resolvido_em" is null;--> statement-breakpoint
-- Hand-written: products already at or below their minimum when this version arrives get their open alert,
-- at the level the account's critical threshold gives (5 when the account has no settings row yet).
INSERT INTO "alertas_estoque" ("usuario_id", "produto_id", "nivel")
SELECT p."usuario_id", p."id",
  CASE WHEN p."estoque_atual" <= coalesce(c."alerta_estoque_critico", 5) THEN 'critico' ELSE 'baixo' END
FROM "produtos" p LEFT JOIN "configuracoes" c ON c."usuario_id" = p."usuario_id"
WHERE p."ativo" AND p."estoque_atual" <= p."estoque_minimo";
