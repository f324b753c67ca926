-- Hand-written (decision 172): a direct sale locks its products in a statement of its own before the
-- statement that writes it.
--
-- In 0027 the one data-modifying statement also took the products' locks (SELECT ... FOR UPDATE in its
-- first part). When another sale held one of them, PostgreSQL waited, then re-checked the row's new
-- version (EvalPlanQual), and that re-check sets up every part of the statement's WITH again: on one
-- account with 8 tills PostgreSQL spent about a tenth of its CPU there, holding the locks it already
-- had. Now a small statement takes the locks first, in the same id order, and the write finds them
-- taken: its snapshot is newer than the last change to those rows, so it reads the stock that change
-- left without locking again. Everything else is 0027's, unchanged.
-- Signature unchanged (CREATE OR REPLACE).
CREATE OR REPLACE FUNCTION balcao_registrar_venda(
  p_usuario_id text, p_autor_id text, p_autor_nome text, p_itens jsonb, p_desconto numeric,
  p_taxa_servico_percentual numeric, p_forma_pagamento text, p_pagamentos jsonb, p_observacoes text,
  p_terminal text, p_chave text, p_hash text, p_agora timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_existente record;
  v_conta jsonb;
  v_taxa_percentual numeric := p_taxa_servico_percentual;
  v_caixa uuid;
  v_produtos uuid[];
  v_dia date := (p_agora AT TIME ZONE 'America/Sao_Paulo')::date;
  r record;
BEGIN
  SELECT v.id, v.hash_requisicao INTO v_existente
  FROM vendas v WHERE v.usuario_id = p_usuario_id AND v.chave_idempotencia = p_chave;
  IF FOUND THEN
    -- A sale from before the hash was stored (null) matches any request with its key.
    IF v_existente.hash_requisicao IS NOT NULL AND v_existente.hash_requisicao <> p_hash THEN
      RAISE EXCEPTION 'chave_reutilizada' USING ERRCODE = 'BL422';
    END IF;
    RETURN jsonb_build_object('existente', v_existente.id);
  END IF;

  v_conta := balcao_dados_conta(p_usuario_id);
  IF v_taxa_percentual IS NULL THEN
    -- The rule of taxasDe (src/server/modules/pos/pdv.service.ts) for a direct sale.
    v_taxa_percentual := CASE
      WHEN coalesce((v_conta->>'taxa_servico_ativa')::boolean, true)
        AND coalesce((v_conta->>'taxa_servico_venda_direta')::boolean, false)
      THEN coalesce((v_conta->>'taxa_servico_percentual')::numeric, 10)
      ELSE 0 END;
  END IF;

  v_caixa := balcao_caixa_do_pagamento(p_usuario_id, p_terminal);

  -- The products locked in id order (balcao_baixar_estoque_vendido's order) by a statement of their own:
  -- when another sale held one, only this small plan is re-checked against its new version.
  v_produtos := ARRAY(SELECT (e->>'produto_id')::uuid FROM jsonb_array_elements(p_itens) e);
  PERFORM 1 FROM produtos p
  WHERE p.id = ANY (v_produtos) AND p.usuario_id = p_usuario_id AND p.ativo
  ORDER BY p.id
  FOR UPDATE OF p;

  WITH linhas AS (
    SELECT l.produto_id, l.quantidade, (l.n - 1)::integer AS ordem
    FROM ROWS FROM (jsonb_to_recordset(p_itens) AS (produto_id uuid, quantidade integer)) WITH ORDINALITY
      AS l(produto_id, quantidade, n)
  ),
  -- The products this transaction already holds: this statement's snapshot was taken after their locks
  -- were granted, so "antes" is the stock as the last committed change left it.
  alvo AS (
    SELECT p.id, l.quantidade, l.ordem, p.estoque_atual AS antes
    FROM produtos p JOIN linhas l ON p.id = l.produto_id
    WHERE p.id = ANY (v_produtos) AND p.usuario_id = p_usuario_id AND p.ativo
  ),
  baixa AS (
    UPDATE produtos p SET estoque_atual = greatest(p.estoque_atual - alvo.quantidade, 0), updated_at = p_agora
    FROM alvo
    WHERE p.id = alvo.id
    RETURNING p.id AS produto_id, alvo.quantidade, alvo.ordem, p.estoque_atual, p.preco_venda, p.preco_compra,
      greatest(alvo.quantidade - alvo.antes, 0)::integer AS sem_estoque, p.estoque_atual <= p.estoque_minimo
      AS no_minimo, p.nome, p.marca, p.categoria
  ),
  total AS (
    SELECT count(*) AS linhas, sum(b.quantidade * b.preco_venda) AS subtotal, sum(b.quantidade) AS unidades,
      sum(b.quantidade * b.preco_compra) AS custo,
      greatest(sum(b.quantidade * b.preco_venda) - p_desconto, 0) AS total
    FROM baixa b
  ),
  conta AS (
    SELECT t.*, s.taxa, t.total + s.taxa AS a_pagar
    FROM total t, LATERAL (SELECT round(t.total * v_taxa_percentual / 100, 2) AS taxa) s
  ),
  -- The payments sent, or one payment of the whole with p_forma_pagamento.
  pagos AS (
    SELECT x.forma_pagamento, x.valor, x.valor_recebido, (x.n - 1)::integer AS ordem
    FROM ROWS FROM (jsonb_to_recordset(p_pagamentos) AS (forma_pagamento text, valor numeric,
      valor_recebido numeric)) WITH ORDINALITY AS x(forma_pagamento, valor, valor_recebido, n)
    UNION ALL
    SELECT p_forma_pagamento, conta.a_pagar, NULL, 0 FROM conta WHERE p_pagamentos IS NULL
  ),
  valida AS (
    SELECT conta.*, s.soma,
      conta.linhas = jsonb_array_length(p_itens) AS produtos_ok,
      -- numeric(12,2)'s largest value: MAX_CENTAVOS of src/shared/fields.ts.
      conta.subtotal <= 9999999999.99 AND conta.a_pagar <= 9999999999.99 AS valor_ok,
      (SELECT CASE WHEN count(DISTINCT x.forma_pagamento) > 1 THEN 'multiplas'
        ELSE coalesce(min(x.forma_pagamento), p_forma_pagamento) END FROM pagos x) AS forma
    FROM conta, LATERAL (SELECT coalesce(sum(x.valor), 0) AS soma FROM pagos x) s
  ),
  certa AS (
    SELECT * FROM valida WHERE produtos_ok AND valor_ok AND soma = a_pagar
  ),
  -- The per-product summary (decision 051): its rows belong to products whose locks the sale holds.
  resumo_produto AS (
    INSERT INTO vendas_diarias_produto AS t (usuario_id, dia, produto_id, unidades, receita, custo)
    SELECT p_usuario_id, v_dia, b.produto_id, b.quantidade, b.quantidade * b.preco_venda,
      b.quantidade * b.preco_compra
    FROM baixa b, certa
    ORDER BY b.produto_id
    ON CONFLICT (usuario_id, dia, produto_id) DO UPDATE SET
      unidades = t.unidades + excluded.unidades,
      receita = t.receita + excluded.receita,
      custo = t.custo + excluded.custo
    RETURNING 1
  ),
  -- The sale's id, so that its payments and lines are written before the account's locks are taken (their
  -- foreign keys are checked at the end of the statement, when the sale is there).
  nova AS MATERIALIZED (
    SELECT gen_random_uuid() AS id FROM certa
  ),
  -- Into the till's open caixa (decision 161).
  pagamento AS (
    INSERT INTO pagamentos AS x (usuario_id, venda_id, forma_pagamento, valor, valor_recebido, troco, ordem,
      caixa_id, registrado_por_id, registrado_por, created_at)
    SELECT p_usuario_id, nova.id, pagos.forma_pagamento, pagos.valor, pagos.valor_recebido,
      coalesce(pagos.valor_recebido - pagos.valor, 0), pagos.ordem, v_caixa, p_autor_id, p_autor_nome, p_agora
    FROM nova, pagos
    ORDER BY pagos.ordem
    RETURNING x.*
  ),
  item AS (
    INSERT INTO itens_venda AS i (usuario_id, venda_id, produto_id, quantidade, preco_unitario, preco_custo, ordem)
    SELECT p_usuario_id, nova.id, b.produto_id, b.quantidade, b.preco_venda, b.preco_compra, b.ordem
    FROM nova, baixa b
    ORDER BY b.ordem
    RETURNING i.*
  ),
  -- The account's counter, first of the locks every sale of the account takes: from here to the commit
  -- the account's sales take turns.
  numero AS (
    INSERT INTO contadores AS c (usuario_id, nome, valor)
    SELECT p_usuario_id, 'venda', 1 FROM certa
    WHERE (SELECT count(*) FROM resumo_produto) + (SELECT count(*) FROM pagamento) + (SELECT count(*) FROM item) >= 0
    ON CONFLICT (usuario_id, nome) DO UPDATE SET valor = c.valor + 1
    RETURNING 'VEN' || CASE WHEN length(c.valor::text) >= 6 THEN c.valor::text ELSE lpad(c.valor::text, 6, '0') END
      AS numero_venda
  ),
  venda AS (
    INSERT INTO vendas AS v (id, usuario_id, numero_venda, subtotal, desconto, total, taxa_servico_percentual,
      taxa_servico, forma_pagamento, status, observacoes, vendedor, vendedor_id, chave_idempotencia,
      hash_requisicao, data_venda, created_at)
    SELECT nova.id, p_usuario_id, numero.numero_venda, certa.subtotal, p_desconto, certa.total, v_taxa_percentual,
      certa.taxa, certa.forma, 'finalizada', p_observacoes, p_autor_nome, p_autor_id, p_chave, p_hash, p_agora,
      p_agora
    FROM nova, numero, certa
    RETURNING v.*
  ),
  -- The revenue summary (decision 156, balcao_somar_resumo_diario): the sale under its own method, its
  -- payments each under theirs, in key order; then the sale and its service charge under who sold it.
  resumo_pagamento AS (
    INSERT INTO vendas_diarias_pagamento AS t (usuario_id, dia, forma_pagamento, vendas, receita, taxa_servico,
      couvert, unidades, custo, recebido, recebido_vendas)
    SELECT p_usuario_id, v_dia, partes.forma_pagamento, sum(partes.vendas), sum(partes.receita),
      sum(partes.taxa_servico), 0, sum(partes.unidades), sum(partes.custo), sum(partes.recebido),
      sum(partes.recebido_vendas)
    FROM (
      SELECT venda.forma_pagamento, 1 AS vendas, venda.total AS receita, venda.taxa_servico,
        certa.unidades, certa.custo, 0::numeric AS recebido, 0 AS recebido_vendas
      FROM venda, certa
      UNION ALL
      SELECT x.forma_pagamento, 0, 0, 0, 0, 0, sum(x.valor), 1
      FROM pagamento x
      GROUP BY x.forma_pagamento
    ) AS partes
    GROUP BY partes.forma_pagamento
    ORDER BY partes.forma_pagamento
    ON CONFLICT (usuario_id, dia, forma_pagamento) DO UPDATE SET
      vendas = t.vendas + excluded.vendas,
      receita = t.receita + excluded.receita,
      taxa_servico = t.taxa_servico + excluded.taxa_servico,
      unidades = t.unidades + excluded.unidades,
      custo = t.custo + excluded.custo,
      recebido = t.recebido + excluded.recebido,
      recebido_vendas = t.recebido_vendas + excluded.recebido_vendas
    RETURNING 1
  ),
  resumo_pessoa AS (
    INSERT INTO vendas_diarias_atendente AS t (usuario_id, dia, pessoa_id, nome, vendas, comandas, receita,
      taxa_servico)
    SELECT p_usuario_id, v_dia, coalesce(venda.vendedor_id, ''), venda.vendedor, 1, 0, venda.total,
      venda.taxa_servico
    FROM venda
    WHERE (SELECT count(*) FROM resumo_pagamento) >= 0
    ON CONFLICT (usuario_id, dia, pessoa_id, nome) DO UPDATE SET
      vendas = t.vendas + excluded.vendas,
      comandas = t.comandas + excluded.comandas,
      receita = t.receita + excluded.receita,
      taxa_servico = t.taxa_servico + excluded.taxa_servico
  ),
  -- One exit per line, with the units that were not in stock (decisions 011, 013).
  saida AS (
    INSERT INTO movimentacoes (usuario_id, produto_id, tipo, motivo, quantidade, quantidade_sem_estoque,
      preco_unitario, valor_total, responsavel, responsavel_id, status, venda_id, observacao,
      data_movimentacao, created_at)
    SELECT p_usuario_id, b.produto_id, 'saida', 'venda', b.quantidade, b.sem_estoque, b.preco_venda,
      b.quantidade * b.preco_venda, p_autor_nome, p_autor_id, 'concluida', venda.id,
      'Venda ' || venda.numero_venda, p_agora, p_agora
    FROM venda, baixa b
    ORDER BY b.ordem
  )
  SELECT valida.produtos_ok, valida.valor_ok, valida.soma, valida.a_pagar,
    (SELECT v.id FROM venda v) AS venda_id,
    (SELECT jsonb_build_object('id', v.id, 'numero_venda', v.numero_venda,
      'subtotal', v.subtotal::text, 'desconto', v.desconto::text, 'total', v.total::text,
      'taxa_servico_percentual', v.taxa_servico_percentual::text,
      'taxa_servico', v.taxa_servico::text, 'forma_pagamento', v.forma_pagamento,
      'status', v.status, 'observacoes', v.observacoes, 'vendedor', v.vendedor,
      'data_venda', v.data_venda, 'chave_idempotencia', v.chave_idempotencia) FROM venda v) AS venda,
    (SELECT jsonb_agg(jsonb_build_object('id', i.id, 'produto_id', i.produto_id, 'quantidade', i.quantidade,
        'preco_unitario', i.preco_unitario::text, 'desconto_item', i.desconto_item::text,
        'produto', jsonb_build_object('nome', b.nome, 'marca', b.marca, 'categoria', b.categoria))
        ORDER BY i.ordem)
      FROM item i JOIN baixa b ON b.produto_id = i.produto_id) AS itens,
    (SELECT jsonb_agg(jsonb_build_object('id', x.id, 'forma_pagamento', x.forma_pagamento,
        'valor', x.valor::text, 'valor_recebido', x.valor_recebido::text, 'troco', x.troco::text,
        'registrado_por', x.registrado_por, 'created_at', x.created_at) ORDER BY x.ordem, x.created_at, x.id)
      FROM pagamento x) AS pagamentos,
    (SELECT jsonb_agg(jsonb_build_object('id', b.produto_id, 'estoque_atual', b.estoque_atual) ORDER BY b.ordem)
      FROM baixa b) AS estoque,
    ARRAY(SELECT b.produto_id FROM baixa b WHERE b.no_minimo) AS no_minimo
  INTO r
  FROM valida;

  IF NOT r.produtos_ok THEN
    RAISE EXCEPTION 'produto_nao_encontrado' USING ERRCODE = 'BL404';
  END IF;
  IF NOT r.valor_ok THEN
    RAISE EXCEPTION 'venda_muito_alta' USING ERRCODE = 'BL422';
  END IF;
  IF r.soma <> r.a_pagar THEN
    RAISE EXCEPTION 'pagamentos_nao_fecham' USING ERRCODE = 'BL422', DETAIL = r.soma || ';' || r.a_pagar;
  END IF;

  PERFORM balcao_publicar_evento(p_usuario_id, 'venda', r.venda_id::text);
  IF cardinality(r.no_minimo) > 0 THEN
    PERFORM balcao_sincronizar_alertas(p_usuario_id, r.no_minimo, p_agora);
  END IF;
  PERFORM balcao_publicar_evento(p_usuario_id, 'movimentacao', NULL);

  RETURN jsonb_build_object('venda', r.venda, 'itens', r.itens, 'pagamentos', r.pagamentos, 'estoque', r.estoque,
    'conta', v_conta);
END
$$;
