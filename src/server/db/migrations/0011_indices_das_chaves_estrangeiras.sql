CREATE INDEX "itens_comanda_comanda_idx" ON "itens_comanda" USING btree ("comanda_id");--> statement-breakpoint
CREATE INDEX "itens_venda_venda_idx" ON "itens_venda" USING btree ("venda_id");--> statement-breakpoint
CREATE INDEX "movimentacoes_venda_idx" ON "movimentacoes" USING btree ("venda_id") WHERE "movimentacoes"."venda_id" is not null;--> statement-breakpoint
CREATE INDEX "movimentacoes_comanda_idx" ON "movimentacoes" USING btree ("comanda_id") WHERE "movimentacoes"."comanda_id" is not null;