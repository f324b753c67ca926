CREATE TABLE "vendas_diarias_atendente" (
	"usuario_id" text NOT NULL,
	"dia" date NOT NULL,
	"pessoa_id" text NOT NULL,
	"nome" text NOT NULL,
	"vendas" bigint NOT NULL,
	"comandas" bigint NOT NULL,
	"receita" numeric NOT NULL,
	"taxa_servico" numeric NOT NULL,
	CONSTRAINT "vendas_diarias_atendente_usuario_id_dia_pessoa_id_nome_pk" PRIMARY KEY("usuario_id","dia","pessoa_id","nome")
);
--> statement-breakpoint
CREATE TABLE "vendas_diarias_pagamento" (
	"usuario_id" text NOT NULL,
	"dia" date NOT NULL,
	"forma_pagamento" text NOT NULL,
	"vendas" bigint NOT NULL,
	"receita" numeric NOT NULL,
	"taxa_servico" numeric NOT NULL,
	"couvert" numeric NOT NULL,
	"unidades" bigint NOT NULL,
	"custo" numeric NOT NULL,
	"recebido" numeric NOT NULL,
	"recebido_vendas" bigint NOT NULL,
	CONSTRAINT "vendas_diarias_pagamento_usuario_id_dia_forma_pagamento_pk" PRIMARY KEY("usuario_id","dia","forma_pagamento")
);
--> statement-breakpoint
ALTER TABLE "vendas_diarias_atendente" ADD CONSTRAINT "vendas_diarias_atendente_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendas_diarias_pagamento" ADD CONSTRAINT "vendas_diarias_pagamento_usuario_id_auth_users_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 156): the daily revenue summary — per payment method (vendas_diarias_pagamento) and
-- per person (vendas_diarias_atendente) — is kept by two functions, so that the services written in
-- TypeScript and the actions written in SQL (decision 148) keep it the same way.
--
-- One bill (a direct sale or a closed tab) added to (p_sinal = 1) or taken off (-1) the summary of its day,
-- the São Paulo day of data_venda / data_fechamento:
--   per method: the bill under its own method (vendas/comandas.forma_pagamento, 'multiplas' for several) —
--     one bill, its revenue (total), service charge, couvert, and its lines' units and cost — and its
--     payments, each under its own method (decision 153): what came in, and one bill with a payment by it;
--   per person: a sale under who sold it; a tab's bill and revenue under who closed it and its service
--     charge under who opened it (decisions 122, 150); '' and the recorded name for rows from before
--     staff logins, as the report groups them.
-- Call it after the sale's payments and lines are written or the tab is marked fechada, and, when cancelling, before
-- the bill is marked cancelada: a bill that does not count (another status, another account, no such id) is
-- the caller's mistake and raises. Each table is written by one statement for all of the bill's rows, in
-- key order, per-method rows first, so that two transactions touching rows of the same day take them in
-- the same order. A row left at zero is deleted, so the summary stays equal to its recomputation.
CREATE FUNCTION balcao_somar_resumo_diario(
  p_usuario_id text, p_venda_id uuid, p_comanda_id uuid, p_sinal integer
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_dia date;
  v_forma text;
  v_total numeric;
  v_taxa_servico numeric;
  v_couvert numeric;
  v_unidades bigint;
  v_custo numeric;
  -- Who gets the bill and its revenue, and who gets the service charge (the same person for a sale).
  v_pessoa text;
  v_nome text;
  v_servico_pessoa text;
  v_servico_nome text;
BEGIN
  IF p_sinal NOT IN (1, -1) OR (p_venda_id IS NULL) = (p_comanda_id IS NULL) THEN
    RAISE EXCEPTION 'balcao_somar_resumo_diario: uma venda ou uma comanda, com sinal 1 ou -1';
  END IF;
  IF p_venda_id IS NOT NULL THEN
    SELECT (v.data_venda AT TIME ZONE 'America/Sao_Paulo')::date, v.forma_pagamento, v.total, v.taxa_servico, 0,
      coalesce(v.vendedor_id, ''), v.vendedor, coalesce(v.vendedor_id, ''), v.vendedor
    INTO v_dia, v_forma, v_total, v_taxa_servico, v_couvert, v_pessoa, v_nome, v_servico_pessoa, v_servico_nome
    FROM vendas v
    WHERE v.id = p_venda_id AND v.usuario_id = p_usuario_id AND v.status = 'finalizada';
  ELSE
    SELECT (c.data_fechamento AT TIME ZONE 'America/Sao_Paulo')::date, coalesce(c.forma_pagamento, 'dinheiro'),
      c.total, c.taxa_servico, c.couvert, coalesce(c.fechada_por_id, ''), coalesce(c.fechada_por, 'Sem registro'),
      coalesce(c.aberta_por_id, ''), coalesce(c.aberta_por, 'Sem registro')
    INTO v_dia, v_forma, v_total, v_taxa_servico, v_couvert, v_pessoa, v_nome, v_servico_pessoa, v_servico_nome
    FROM comandas c
    WHERE c.id = p_comanda_id AND c.usuario_id = p_usuario_id AND c.status = 'fechada';
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'balcao_somar_resumo_diario: % não conta na receita', coalesce(p_venda_id, p_comanda_id);
  END IF;
  IF p_venda_id IS NOT NULL THEN
    SELECT coalesce(sum(i.quantidade), 0), coalesce(sum(i.quantidade * i.preco_custo), 0)
    INTO v_unidades, v_custo
    FROM itens_venda i WHERE i.venda_id = p_venda_id AND i.usuario_id = p_usuario_id;
  ELSE
    SELECT coalesce(sum(i.quantidade), 0), coalesce(sum(i.quantidade * i.preco_custo), 0)
    INTO v_unidades, v_custo
    FROM itens_comanda i WHERE i.comanda_id = p_comanda_id AND i.usuario_id = p_usuario_id;
  END IF;

  INSERT INTO vendas_diarias_pagamento AS t (usuario_id, dia, forma_pagamento, vendas, receita, taxa_servico,
    couvert, unidades, custo, recebido, recebido_vendas)
  SELECT p_usuario_id, v_dia, partes.forma_pagamento, p_sinal * sum(partes.vendas), p_sinal * sum(partes.receita),
    p_sinal * sum(partes.taxa_servico), p_sinal * sum(partes.couvert), p_sinal * sum(partes.unidades),
    p_sinal * sum(partes.custo), p_sinal * sum(partes.recebido), p_sinal * sum(partes.recebido_vendas)
  FROM (
    SELECT v_forma AS forma_pagamento, 1 AS vendas, v_total AS receita, v_taxa_servico AS taxa_servico,
      v_couvert AS couvert, v_unidades AS unidades, v_custo AS custo, 0::numeric AS recebido, 0 AS recebido_vendas
    UNION ALL
    SELECT p.forma_pagamento, 0, 0, 0, 0, 0, 0, sum(p.valor), 1
    FROM pagamentos p
    WHERE p.usuario_id = p_usuario_id AND (p.venda_id = p_venda_id OR p.comanda_id = p_comanda_id)
    GROUP BY p.forma_pagamento
  ) AS partes
  GROUP BY partes.forma_pagamento
  ORDER BY partes.forma_pagamento
  ON CONFLICT (usuario_id, dia, forma_pagamento) DO UPDATE SET
    vendas = t.vendas + excluded.vendas,
    receita = t.receita + excluded.receita,
    taxa_servico = t.taxa_servico + excluded.taxa_servico,
    couvert = t.couvert + excluded.couvert,
    unidades = t.unidades + excluded.unidades,
    custo = t.custo + excluded.custo,
    recebido = t.recebido + excluded.recebido,
    recebido_vendas = t.recebido_vendas + excluded.recebido_vendas;

  INSERT INTO vendas_diarias_atendente AS t
    (usuario_id, dia, pessoa_id, nome, vendas, comandas, receita, taxa_servico)
  SELECT p_usuario_id, v_dia, partes.pessoa_id, partes.nome, p_sinal * sum(partes.vendas),
    p_sinal * sum(partes.comandas), p_sinal * sum(partes.receita), p_sinal * sum(partes.taxa_servico)
  FROM (
    SELECT v_pessoa AS pessoa_id, v_nome AS nome, (p_venda_id IS NOT NULL)::int AS vendas,
      (p_comanda_id IS NOT NULL)::int AS comandas, v_total AS receita, 0::numeric AS taxa_servico
    UNION ALL
    -- A sale with no service charge and a tab without one leave the person's service as it was.
    SELECT v_servico_pessoa, v_servico_nome, 0, 0, 0, v_taxa_servico WHERE v_taxa_servico > 0
  ) AS partes
  GROUP BY partes.pessoa_id, partes.nome
  ORDER BY partes.pessoa_id, partes.nome
  ON CONFLICT (usuario_id, dia, pessoa_id, nome) DO UPDATE SET
    vendas = t.vendas + excluded.vendas,
    comandas = t.comandas + excluded.comandas,
    receita = t.receita + excluded.receita,
    taxa_servico = t.taxa_servico + excluded.taxa_servico;

  IF p_sinal < 0 THEN
    DELETE FROM vendas_diarias_pagamento t
    WHERE t.usuario_id = p_usuario_id AND t.dia = v_dia AND t.vendas = 0 AND t.recebido_vendas = 0;
    DELETE FROM vendas_diarias_atendente t
    WHERE t.usuario_id = p_usuario_id AND t.dia = v_dia AND t.vendas = 0 AND t.comandas = 0
      AND t.taxa_servico = 0;
  END IF;
END
$$;
--> statement-breakpoint
-- The summary recomputed from the bills and their payments, for one account (a restore, decision 112) or
-- for all of them (p_usuario_id null: this migration, the report bench's generated rows): the definition
-- balcao_somar_resumo_diario keeps bill by bill. Direct sales finalizada by data_venda and tabs fechada by
-- data_fechamento; cancelled, merged and open tabs never.
CREATE FUNCTION balcao_recalcular_resumo_diario(p_usuario_id text) RETURNS void LANGUAGE sql AS $$
  DELETE FROM vendas_diarias_pagamento WHERE p_usuario_id IS NULL OR usuario_id = p_usuario_id;
  DELETE FROM vendas_diarias_atendente WHERE p_usuario_id IS NULL OR usuario_id = p_usuario_id;

  WITH linhas_venda AS (
    SELECT i.venda_id, sum(i.quantidade) AS unidades, sum(i.quantidade * i.preco_custo) AS custo
    FROM itens_venda i
    WHERE p_usuario_id IS NULL OR i.usuario_id = p_usuario_id
    GROUP BY i.venda_id
  ),
  linhas_comanda AS (
    SELECT i.comanda_id, sum(i.quantidade) AS unidades, sum(i.quantidade * i.preco_custo) AS custo
    FROM itens_comanda i
    WHERE p_usuario_id IS NULL OR i.usuario_id = p_usuario_id
    GROUP BY i.comanda_id
  ),
  contas AS (
    SELECT v.usuario_id, v.id AS venda_id, NULL::uuid AS comanda_id,
      (v.data_venda AT TIME ZONE 'America/Sao_Paulo')::date AS dia, v.forma_pagamento, v.total,
      v.taxa_servico, 0::numeric AS couvert, coalesce(l.unidades, 0) AS unidades, coalesce(l.custo, 0) AS custo
    FROM vendas v
    LEFT JOIN linhas_venda l ON l.venda_id = v.id
    WHERE v.status = 'finalizada' AND (p_usuario_id IS NULL OR v.usuario_id = p_usuario_id)
    UNION ALL
    SELECT c.usuario_id, NULL, c.id, (c.data_fechamento AT TIME ZONE 'America/Sao_Paulo')::date,
      coalesce(c.forma_pagamento, 'dinheiro'), c.total, c.taxa_servico, c.couvert, coalesce(l.unidades, 0),
      coalesce(l.custo, 0)
    FROM comandas c
    LEFT JOIN linhas_comanda l ON l.comanda_id = c.id
    WHERE c.status = 'fechada' AND (p_usuario_id IS NULL OR c.usuario_id = p_usuario_id)
  ),
  -- Each bill's methods, once per method: a sale's payments and a tab's, joined apart (an equality each).
  pagos AS (
    SELECT contas.usuario_id, contas.dia, p.forma_pagamento, sum(p.valor) AS recebido
    FROM contas
    JOIN pagamentos p ON p.venda_id = contas.venda_id AND p.usuario_id = contas.usuario_id
    GROUP BY contas.usuario_id, contas.venda_id, contas.dia, p.forma_pagamento
    UNION ALL
    SELECT contas.usuario_id, contas.dia, p.forma_pagamento, sum(p.valor)
    FROM contas
    JOIN pagamentos p ON p.comanda_id = contas.comanda_id AND p.usuario_id = contas.usuario_id
    GROUP BY contas.usuario_id, contas.comanda_id, contas.dia, p.forma_pagamento
  )
  INSERT INTO vendas_diarias_pagamento (usuario_id, dia, forma_pagamento, vendas, receita, taxa_servico, couvert,
    unidades, custo, recebido, recebido_vendas)
  SELECT usuario_id, dia, forma_pagamento, sum(vendas), sum(receita), sum(taxa_servico), sum(couvert),
    sum(unidades), sum(custo), sum(recebido), sum(recebido_vendas)
  FROM (
    SELECT usuario_id, dia, forma_pagamento, 1 AS vendas, total AS receita, taxa_servico, couvert, unidades,
      custo, 0::numeric AS recebido, 0 AS recebido_vendas
    FROM contas
    UNION ALL
    SELECT usuario_id, dia, forma_pagamento, 0, 0, 0, 0, 0, 0, recebido, 1 FROM pagos
  ) AS partes
  GROUP BY usuario_id, dia, forma_pagamento
  ORDER BY usuario_id, dia, forma_pagamento;

  INSERT INTO vendas_diarias_atendente
    (usuario_id, dia, pessoa_id, nome, vendas, comandas, receita, taxa_servico)
  SELECT usuario_id, dia, pessoa_id, nome, sum(vendas), sum(comandas), sum(receita), sum(taxa_servico)
  FROM (
    SELECT v.usuario_id, (v.data_venda AT TIME ZONE 'America/Sao_Paulo')::date AS dia,
      coalesce(v.vendedor_id, '') AS pessoa_id, v.vendedor AS nome, 1 AS vendas, 0 AS comandas,
      v.total AS receita, v.taxa_servico
    FROM vendas v
    WHERE v.status = 'finalizada' AND (p_usuario_id IS NULL OR v.usuario_id = p_usuario_id)
    UNION ALL
    SELECT c.usuario_id, (c.data_fechamento AT TIME ZONE 'America/Sao_Paulo')::date,
      coalesce(c.fechada_por_id, ''), coalesce(c.fechada_por, 'Sem registro'), 0, 1, c.total, 0
    FROM comandas c
    WHERE c.status = 'fechada' AND (p_usuario_id IS NULL OR c.usuario_id = p_usuario_id)
    UNION ALL
    SELECT c.usuario_id, (c.data_fechamento AT TIME ZONE 'America/Sao_Paulo')::date,
      coalesce(c.aberta_por_id, ''), coalesce(c.aberta_por, 'Sem registro'), 0, 0, 0, c.taxa_servico
    FROM comandas c
    WHERE c.status = 'fechada' AND c.taxa_servico > 0 AND (p_usuario_id IS NULL OR c.usuario_id = p_usuario_id)
  ) AS partes
  GROUP BY usuario_id, dia, pessoa_id, nome
  ORDER BY usuario_id, dia, pessoa_id, nome;
$$;
--> statement-breakpoint
SELECT balcao_recalcular_resumo_diario(NULL);
