CREATE TABLE "backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"tipo" text NOT NULL,
	"versao_schema" text NOT NULL,
	"sha256" text NOT NULL,
	"tamanho_bytes" integer NOT NULL,
	"arquivo" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backups_tipo_check" CHECK ("backups"."tipo" in ('manual', 'automatico'))
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_usuario_criado_idx" ON "backups" USING btree ("usuario_id","created_at");