CREATE TABLE "catalogos" (
	"usuario_id" text PRIMARY KEY NOT NULL,
	"recarregar_ate" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "produtos" ADD COLUMN "versao" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogos" ADD CONSTRAINT "catalogos_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "produtos_usuario_versao_idx" ON "produtos" USING btree ("usuario_id","versao");--> statement-breakpoint
-- Hand-written (decision 144): every insert or update of a product stamps it with the id of the
-- transaction that writes it, whatever the path (a sale, a tab close, a movement, an edit, a delete, an
-- import, a restore, a function of another migration). No lock is taken: a reader's watermark is the
-- oldest transaction still running in its snapshot, so a change is never missed for committing late.
CREATE FUNCTION balcao_versionar_produto() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.versao := pg_current_xact_id()::text::bigint;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER produtos_versao BEFORE INSERT OR UPDATE ON produtos
FOR EACH ROW EXECUTE FUNCTION balcao_versionar_produto();
