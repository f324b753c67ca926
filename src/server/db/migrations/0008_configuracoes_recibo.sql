ALTER TABLE "configuracoes" ADD COLUMN "cnpj_cpf" text;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "endereco" text;--> statement-breakpoint
-- Hand-written: the receipt's document starts as the one given at sign-up.
UPDATE "configuracoes" SET "cnpj_cpf" = "usuarios"."cnpj_cpf" FROM "usuarios" WHERE "usuarios"."id" = "configuracoes"."usuario_id" AND "configuracoes"."cnpj_cpf" IS NULL;
