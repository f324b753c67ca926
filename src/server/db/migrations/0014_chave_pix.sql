ALTER TABLE "configuracoes" ADD COLUMN "pix_tipo_chave" text;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "pix_chave" text;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "pix_nome_recebedor" text;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD COLUMN "pix_cidade" text;