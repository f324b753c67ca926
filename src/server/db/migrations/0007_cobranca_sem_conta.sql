ALTER TABLE "transacoes_pagamento" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ALTER COLUMN "assinatura_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "compras" ADD COLUMN "conta_criada_em" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "transacoes_pagamento_compra_idx" ON "transacoes_pagamento" USING btree ("compra_id");