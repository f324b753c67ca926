DROP INDEX "itens_comanda_usuario_comanda_idx";--> statement-breakpoint
DROP INDEX "itens_venda_usuario_venda_idx";--> statement-breakpoint
CREATE INDEX "comandas_usuario_status_fechamento_idx" ON "comandas" USING btree ("usuario_id","status","data_fechamento");--> statement-breakpoint
CREATE INDEX "itens_comanda_usuario_comanda_idx" ON "itens_comanda" USING btree ("usuario_id","comanda_id","produto_id","quantidade","preco_unitario","preco_custo");--> statement-breakpoint
CREATE INDEX "itens_venda_usuario_venda_idx" ON "itens_venda" USING btree ("usuario_id","venda_id","produto_id","quantidade","preco_unitario","preco_custo");