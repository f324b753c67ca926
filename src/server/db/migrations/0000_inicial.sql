CREATE TABLE "usuarios" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text,
	"email" text NOT NULL,
	"nome_estabelecimento" text NOT NULL,
	"cnpj_cpf" text,
	"telefone" text,
	"plano_id" text,
	"data_inicio_teste" timestamp with time zone,
	"data_fim_teste" timestamp with time zone,
	"em_periodo_teste" boolean DEFAULT false NOT NULL,
	"data_assinatura" timestamp with time zone,
	"data_vencimento" timestamp with time zone,
	"status_assinatura" text NOT NULL,
	"role" text DEFAULT 'usuario' NOT NULL,
	"primeiro_acesso" boolean DEFAULT false NOT NULL,
	"senha_alterada_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuarios_status_assinatura_check" CHECK ("usuarios"."status_assinatura" in ('teste', 'ativa')),
	CONSTRAINT "usuarios_role_check" CHECK ("usuarios"."role" in ('usuario', 'super_admin'))
);
--> statement-breakpoint
CREATE TABLE "auth_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "auth_rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "auth_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "auth_users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "auth_verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assinaturas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"plano_id" text NOT NULL,
	"status" text NOT NULL,
	"data_inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"data_vencimento" timestamp with time zone NOT NULL,
	"data_cancelamento" timestamp with time zone,
	"valor_mensal" numeric(12, 2) NOT NULL,
	"valor_total" numeric(12, 2) NOT NULL,
	"desconto_percentual" integer DEFAULT 0 NOT NULL,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assinaturas_status_check" CHECK ("assinaturas"."status" in ('ativa', 'pendente', 'suspensa', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "planos" (
	"id" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"periodo" text NOT NULL,
	"duracao_meses" integer NOT NULL,
	"tem_teste_gratis" boolean DEFAULT false NOT NULL,
	"preco_mensal" numeric(12, 2) NOT NULL,
	"valor_total" numeric(12, 2) NOT NULL,
	"desconto_percentual" integer DEFAULT 0 NOT NULL,
	"nivel" integer NOT NULL,
	"link_pagamento" text,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "planos_periodo_check" CHECK ("planos"."periodo" in ('mensal', 'semestral', 'anual')),
	CONSTRAINT "planos_duracao_check" CHECK ("planos"."duracao_meses" > 0)
);
--> statement-breakpoint
CREATE TABLE "transacoes_pagamento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"assinatura_id" uuid NOT NULL,
	"id_externo" text,
	"valor" numeric(12, 2) NOT NULL,
	"metodo_pagamento" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transacoes_pagamento_status_check" CHECK ("transacoes_pagamento"."status" in ('confirmed', 'pending', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "produtos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"nome" varchar(255) NOT NULL,
	"marca" varchar(255),
	"volume" varchar(50),
	"categoria" text NOT NULL,
	"preco_compra" numeric(12, 2) DEFAULT '0' NOT NULL,
	"preco_venda" numeric(12, 2) NOT NULL,
	"estoque_atual" integer DEFAULT 0 NOT NULL,
	"estoque_minimo" integer DEFAULT 10 NOT NULL,
	"codigo_barras" text,
	"fornecedor" text,
	"descricao" text,
	"imagem_url" text,
	"data_validade" date,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "produtos_estoque_atual_check" CHECK ("produtos"."estoque_atual" >= 0),
	CONSTRAINT "produtos_estoque_minimo_check" CHECK ("produtos"."estoque_minimo" >= 0),
	CONSTRAINT "produtos_precos_check" CHECK ("produtos"."preco_compra" >= 0 and "produtos"."preco_venda" >= 0),
	CONSTRAINT "produtos_categoria_check" CHECK (categoria in ('Cerveja', 'Refrigerante', 'Água', 'Energético', 'Suco', 'Vinho', 'Destilado', 'Petisco', 'Outros'))
);
--> statement-breakpoint
CREATE TABLE "comandas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"mesa_id" uuid,
	"numero_comanda" text NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"cliente_nome" text,
	"cliente_telefone" text,
	"subtotal" numeric(12, 2) DEFAULT '0' NOT NULL,
	"desconto" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"forma_pagamento" text,
	"data_abertura" timestamp with time zone DEFAULT now() NOT NULL,
	"data_fechamento" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comandas_status_check" CHECK ("comandas"."status" in ('aberta', 'fechada')),
	CONSTRAINT "comandas_valores_check" CHECK ("comandas"."desconto" >= 0 and "comandas"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contadores" (
	"usuario_id" text NOT NULL,
	"nome" text NOT NULL,
	"valor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "contadores_usuario_id_nome_pk" PRIMARY KEY("usuario_id","nome")
);
--> statement-breakpoint
CREATE TABLE "itens_comanda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"comanda_id" uuid NOT NULL,
	"produto_id" uuid NOT NULL,
	"quantidade" integer NOT NULL,
	"preco_unitario" numeric(12, 2) NOT NULL,
	"preco_custo" numeric(12, 2) DEFAULT '0' NOT NULL,
	"desconto_item" numeric(12, 2) DEFAULT '0' NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itens_comanda_quantidade_check" CHECK ("itens_comanda"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "itens_venda" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"venda_id" uuid NOT NULL,
	"produto_id" uuid NOT NULL,
	"quantidade" integer NOT NULL,
	"preco_unitario" numeric(12, 2) NOT NULL,
	"preco_custo" numeric(12, 2) DEFAULT '0' NOT NULL,
	"desconto_item" numeric(12, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "itens_venda_quantidade_check" CHECK ("itens_venda"."quantidade" > 0)
);
--> statement-breakpoint
CREATE TABLE "mesas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"numero_mesa" integer NOT NULL,
	"nome_mesa" text,
	"capacidade_pessoas" integer DEFAULT 4 NOT NULL,
	"status" text DEFAULT 'livre' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mesas_capacidade_check" CHECK ("mesas"."capacidade_pessoas" between 1 and 20),
	CONSTRAINT "mesas_status_check" CHECK ("mesas"."status" in ('livre', 'ocupada', 'reservada', 'manutencao'))
);
--> statement-breakpoint
CREATE TABLE "vendas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"cliente_id" uuid,
	"numero_venda" text NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"desconto" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"forma_pagamento" text NOT NULL,
	"status" text DEFAULT 'finalizada' NOT NULL,
	"observacoes" text,
	"vendedor" text NOT NULL,
	"chave_idempotencia" text,
	"data_venda" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendas_valores_check" CHECK ("vendas"."desconto" >= 0 and "vendas"."total" >= 0 and "vendas"."subtotal" >= 0)
);
--> statement-breakpoint
CREATE TABLE "configuracoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"nome_estabelecimento" text NOT NULL,
	"email_contato" text NOT NULL,
	"telefone" text,
	"notificacao_estoque_baixo" boolean DEFAULT true NOT NULL,
	"notificacao_email" boolean DEFAULT true NOT NULL,
	"estoque_minimo_padrao" integer DEFAULT 20 NOT NULL,
	"alerta_estoque_critico" integer DEFAULT 5 NOT NULL,
	"backup_automatico" boolean DEFAULT true NOT NULL,
	"ultimo_backup" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimentacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" text NOT NULL,
	"produto_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"motivo" text NOT NULL,
	"quantidade" integer NOT NULL,
	"preco_unitario" numeric(12, 2) DEFAULT '0' NOT NULL,
	"valor_total" numeric(12, 2) DEFAULT '0' NOT NULL,
	"responsavel" text NOT NULL,
	"fornecedor" text,
	"observacao" text,
	"status" text DEFAULT 'concluida' NOT NULL,
	"venda_id" uuid,
	"comanda_id" uuid,
	"data_movimentacao" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movimentacoes_tipo_check" CHECK ("movimentacoes"."tipo" in ('entrada', 'saida')),
	CONSTRAINT "movimentacoes_quantidade_check" CHECK ("movimentacoes"."quantidade" > 0),
	CONSTRAINT "movimentacoes_status_check" CHECK ("movimentacoes"."status" in ('concluida', 'pendente', 'cancelada'))
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_id_auth_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuarios" ADD CONSTRAINT "usuarios_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_accounts" ADD CONSTRAINT "auth_accounts_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD CONSTRAINT "transacoes_pagamento_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transacoes_pagamento" ADD CONSTRAINT "transacoes_pagamento_assinatura_id_assinaturas_id_fk" FOREIGN KEY ("assinatura_id") REFERENCES "public"."assinaturas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "produtos" ADD CONSTRAINT "produtos_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comandas" ADD CONSTRAINT "comandas_mesa_id_mesas_id_fk" FOREIGN KEY ("mesa_id") REFERENCES "public"."mesas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contadores" ADD CONSTRAINT "contadores_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_comanda" ADD CONSTRAINT "itens_comanda_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_comanda" ADD CONSTRAINT "itens_comanda_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_comanda" ADD CONSTRAINT "itens_comanda_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_venda" ADD CONSTRAINT "itens_venda_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_venda" ADD CONSTRAINT "itens_venda_venda_id_vendas_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itens_venda" ADD CONSTRAINT "itens_venda_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mesas" ADD CONSTRAINT "mesas_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas" ADD CONSTRAINT "vendas_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracoes" ADD CONSTRAINT "configuracoes_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes" ADD CONSTRAINT "movimentacoes_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes" ADD CONSTRAINT "movimentacoes_produto_id_produtos_id_fk" FOREIGN KEY ("produto_id") REFERENCES "public"."produtos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes" ADD CONSTRAINT "movimentacoes_venda_id_vendas_id_fk" FOREIGN KEY ("venda_id") REFERENCES "public"."vendas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes" ADD CONSTRAINT "movimentacoes_comanda_id_comandas_id_fk" FOREIGN KEY ("comanda_id") REFERENCES "public"."comandas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuarios_plano_id_idx" ON "usuarios" USING btree ("plano_id");--> statement-breakpoint
CREATE INDEX "auth_accounts_user_id_idx" ON "auth_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_sessions_user_id_idx" ON "auth_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "auth_verifications_identifier_idx" ON "auth_verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "assinaturas_usuario_status_idx" ON "assinaturas" USING btree ("usuario_id","status","created_at");--> statement-breakpoint
CREATE INDEX "transacoes_pagamento_usuario_idx" ON "transacoes_pagamento" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE INDEX "produtos_usuario_ativo_nome_idx" ON "produtos" USING btree ("usuario_id","ativo","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "produtos_usuario_codigo_barras_key" ON "produtos" USING btree ("usuario_id","codigo_barras") WHERE "produtos"."ativo" and "produtos"."codigo_barras" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "comandas_usuario_numero_key" ON "comandas" USING btree ("usuario_id","numero_comanda");--> statement-breakpoint
CREATE INDEX "comandas_usuario_status_idx" ON "comandas" USING btree ("usuario_id","status","data_abertura");--> statement-breakpoint
CREATE UNIQUE INDEX "comandas_mesa_aberta_key" ON "comandas" USING btree ("mesa_id") WHERE "comandas"."status" = 'aberta';--> statement-breakpoint
CREATE INDEX "itens_comanda_usuario_comanda_idx" ON "itens_comanda" USING btree ("usuario_id","comanda_id");--> statement-breakpoint
CREATE INDEX "itens_venda_usuario_venda_idx" ON "itens_venda" USING btree ("usuario_id","venda_id");--> statement-breakpoint
CREATE INDEX "itens_venda_usuario_produto_idx" ON "itens_venda" USING btree ("usuario_id","produto_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mesas_usuario_numero_key" ON "mesas" USING btree ("usuario_id","numero_mesa") WHERE "mesas"."ativo";--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_usuario_numero_key" ON "vendas" USING btree ("usuario_id","numero_venda");--> statement-breakpoint
CREATE UNIQUE INDEX "vendas_usuario_chave_idempotencia_key" ON "vendas" USING btree ("usuario_id","chave_idempotencia");--> statement-breakpoint
CREATE INDEX "vendas_usuario_data_idx" ON "vendas" USING btree ("usuario_id","data_venda");--> statement-breakpoint
CREATE UNIQUE INDEX "configuracoes_usuario_id_key" ON "configuracoes" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "movimentacoes_usuario_data_idx" ON "movimentacoes" USING btree ("usuario_id","data_movimentacao");--> statement-breakpoint
CREATE INDEX "movimentacoes_usuario_produto_idx" ON "movimentacoes" USING btree ("usuario_id","produto_id");