-- Hand-written (decision 148): the direct sale and the tab's last payment each reach the database in ONE
-- statement, a call to a function of their own, so the products' row locks, the account's counter and the
-- summaries' hot rows are held for that one round trip. Their steps are those the TypeScript transactions
-- took, in the same order. Refusals are SQLSTATEs of class BL (0018_acoes_em_uma_ida), and the message
-- names which refusal it is, for the service to map to its domain error:
--   BL404 produto_nao_encontrado, comanda_nao_encontrada
--   BL409 caixa_nao_aberto, comanda_fechada / comanda_cancelada / comanda_juntada, comanda_alterada,
--         conta_menor_que_pago (DETAIL: "<a pagar>;<pago>")
--   BL422 chave_reutilizada, venda_muito_alta, pagamentos_nao_fecham (DETAIL: "<soma>;<a pagar>"),
--         valor_passa_do_que_falta (DETAIL: "<falta>")
--   BL400 comanda_sem_itens

-- The open caixa of the till that takes a payment (decision 161), as caixa/caixa.queries.ts
-- travarCaixaDoTerminal takes it: the till's lock in shared mode, then the caixa's row FOR SHARE, both held
-- to the commit; null when the till has none and the account allows it, BL409 when the account requires
-- one. Looked up once more before refusing: a caixa an account restore deleted and put back while the first
-- statement waited (decision 112) is invisible to that statement, and the next one sees it.
CREATE FUNCTION balcao_caixa_do_pagamento(p_usuario_id text, p_terminal text) RETURNS uuid
LANGUAGE plpgsql AS $$
DECLARE
  v_caixa uuid;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(hashtextextended('balcao:caixa:' || p_usuario_id || ':' || p_terminal, 0));
  FOR tentativa IN 1..2 LOOP
    SELECT c.id INTO v_caixa FROM caixas c
    WHERE c.usuario_id = p_usuario_id AND c.terminal = p_terminal AND c.status = 'aberto'
    FOR SHARE OF c;
    IF v_caixa IS NOT NULL OR NOT coalesce(
      (SELECT s.exigir_caixa_aberto FROM configuracoes s WHERE s.usuario_id = p_usuario_id), false
    ) THEN
      RETURN v_caixa;
    END IF;
  END LOOP;
  RAISE EXCEPTION 'caixa_nao_aberto' USING ERRCODE = 'BL409';
END
$$;
--> statement-breakpoint
-- The exits of a sale or a tab close (decision 011): one movement per line, in line order, with the units
-- that were not in stock (decision 013), linked to the sale or the tab; the alerts of the products now at or
-- below their minimum (decision 113) and the live notice. p_linhas: [{produto_id, quantidade,
-- quantidade_sem_estoque, preco_unitario, valor_total}] in line order.
CREATE FUNCTION balcao_registrar_saidas(
  p_usuario_id text, p_venda_id uuid, p_comanda_id uuid, p_observacao text, p_responsavel_id text,
  p_responsavel text, p_linhas jsonb, p_no_minimo uuid[], p_agora timestamptz
) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO movimentacoes (usuario_id, produto_id, tipo, motivo, quantidade, quantidade_sem_estoque,
    preco_unitario, valor_total, responsavel, responsavel_id, status, venda_id, comanda_id, observacao,
    data_movimentacao, created_at)
  SELECT p_usuario_id, l.produto_id, 'saida', 'venda', l.quantidade, l.quantidade_sem_estoque,
    l.preco_unitario, l.valor_total, p_responsavel, p_responsavel_id, 'concluida', p_venda_id, p_comanda_id,
    p_observacao, p_agora, p_agora
  FROM ROWS FROM (jsonb_to_recordset(p_linhas) AS (produto_id uuid, quantidade integer,
    quantidade_sem_estoque integer, preco_unitario numeric, valor_total numeric)) WITH ORDINALITY
    AS l(produto_id, quantidade, quantidade_sem_estoque, preco_unitario, valor_total, n)
  ORDER BY l.n;
  PERFORM balcao_sincronizar_alertas(p_usuario_id, p_no_minimo, p_agora);
  PERFORM balcao_publicar_evento(p_usuario_id, 'movimentacao', NULL);
END
$$;
--> statement-breakpoint
-- THE stock change of a sale or a tab close (decision 030): what was sold was served, so it is never refused
-- for a stale count; each product's stock stops at 0 and the shortfall is answered (sem_estoque). The
-- products are locked in id order before any is changed, so two sales sharing products never deadlock.
-- p_linhas: [{produto_id, quantidade}], one per product. Answers the rows that matched (a product missing is
-- unknown, another account's, or deleted unless p_incluir_inativos: a tab deducts a product deleted after it
-- was added), with the prices a sale uses and whether the product is now at or below its minimum.
CREATE FUNCTION balcao_baixar_estoque_vendido(
  p_usuario_id text, p_linhas jsonb, p_incluir_inativos boolean, p_agora timestamptz
) RETURNS TABLE (
  id uuid, estoque_atual integer, preco_compra numeric, preco_venda numeric, sem_estoque integer,
  no_minimo boolean
) LANGUAGE sql AS $$
  WITH alvo AS (
    -- A locking read returns the row as the last committed change left it (after waiting for a racing
    -- sale), so "antes" is the stock this sale takes from.
    SELECT p.id, l.quantidade AS q, p.estoque_atual AS antes
    FROM produtos p
    JOIN jsonb_to_recordset(p_linhas) AS l(produto_id uuid, quantidade integer) ON p.id = l.produto_id
    WHERE p.usuario_id = p_usuario_id AND (p.ativo OR p_incluir_inativos)
    ORDER BY p.id
    FOR UPDATE OF p
  )
  UPDATE produtos p
  SET estoque_atual = greatest(p.estoque_atual - alvo.q, 0), updated_at = p_agora
  FROM alvo
  WHERE p.id = alvo.id
  RETURNING p.id, p.estoque_atual, p.preco_compra, p.preco_venda, greatest(alvo.q - alvo.antes, 0)::integer,
    p.estoque_atual <= p.estoque_minimo
$$;
--> statement-breakpoint
-- A direct sale (spec §4, decisions 030, 036, 051, 150, 152, 156, 161), the steps of the TypeScript
-- transaction it replaces, in its order:
--   (1) a sale already made with the key is answered ({existente}, with its products' stock now), or
--       refused (chave_reutilizada) when it was made by another request (its hash differs, decision 036);
--   (2) the till's open caixa (its share lock before the products', the backup's lock order);
--   (3) the products taken down in id order (a product missing: produto_nao_encontrado);
--   (4) the totals in numeric: the discount, the service charge at p_taxa_servico_percentual (0 when not
--       charged), rounded half up; the payments sent must add up to what the customer pays, or one payment
--       of the whole with p_forma_pagamento;
--   (5) the per-product daily summary (decision 051), before the counter: its rows belong to products whose
--       locks this sale already holds;
--   (6) the account's counter, last of the locks that serialise the account's sales;
--   (7) the sale, its notice, its payments (into the caixa), its lines, the revenue summary (decision 156),
--       its exits with the alerts and the movement notice.
-- p_itens: [{produto_id, quantidade}] one per product, in cart order; p_pagamentos: null or
-- [{forma_pagamento, valor, valor_recebido}]. Answers {venda, itens, pagamentos, estoque}.
CREATE FUNCTION balcao_registrar_venda(
  p_usuario_id text, p_autor_id text, p_autor_nome text, p_itens jsonb, p_desconto numeric,
  p_taxa_servico_percentual numeric, p_forma_pagamento text, p_pagamentos jsonb, p_observacoes text,
  p_terminal text, p_chave text, p_hash text, p_agora timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_existente record;
  v_caixa uuid;
  v_baixados jsonb;
  v_subtotal numeric;
  v_total numeric;
  v_taxa numeric;
  v_a_pagar numeric;
  v_pagamentos jsonb := p_pagamentos;
  v_soma numeric;
  v_numero text;
  v_venda record;
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

  v_caixa := balcao_caixa_do_pagamento(p_usuario_id, p_terminal);

  WITH b AS (SELECT * FROM balcao_baixar_estoque_vendido(p_usuario_id, p_itens, false, p_agora))
  SELECT jsonb_agg(jsonb_build_object('produto_id', l.produto_id, 'quantidade', l.quantidade, 'ordem', l.n - 1,
      'estoque_atual', b.estoque_atual, 'preco_venda', b.preco_venda, 'preco_compra', b.preco_compra,
      'sem_estoque', b.sem_estoque, 'no_minimo', b.no_minimo) ORDER BY l.n)
  INTO v_baixados
  FROM ROWS FROM (jsonb_to_recordset(p_itens) AS (produto_id uuid, quantidade integer)) WITH ORDINALITY
    AS l(produto_id, quantidade, n)
  JOIN b ON b.id = l.produto_id;
  IF coalesce(jsonb_array_length(v_baixados), 0) < jsonb_array_length(p_itens) THEN
    RAISE EXCEPTION 'produto_nao_encontrado' USING ERRCODE = 'BL404';
  END IF;

  SELECT sum(b.quantidade * b.preco_venda) INTO v_subtotal
  FROM jsonb_to_recordset(v_baixados) AS b(quantidade integer, preco_venda numeric);
  v_total := greatest(v_subtotal - p_desconto, 0);
  v_taxa := round(v_total * p_taxa_servico_percentual / 100, 2);
  v_a_pagar := v_total + v_taxa;
  -- numeric(12,2)'s largest value: MAX_CENTAVOS of src/shared/fields.ts.
  IF v_subtotal > 9999999999.99 OR v_a_pagar > 9999999999.99 THEN
    RAISE EXCEPTION 'venda_muito_alta' USING ERRCODE = 'BL422';
  END IF;
  IF v_pagamentos IS NULL THEN
    v_pagamentos := jsonb_build_array(jsonb_build_object('forma_pagamento', p_forma_pagamento,
      'valor', v_a_pagar, 'valor_recebido', NULL));
  ELSE
    SELECT coalesce(sum(x.valor), 0) INTO v_soma FROM jsonb_to_recordset(v_pagamentos) AS x(valor numeric);
    IF v_soma <> v_a_pagar THEN
      RAISE EXCEPTION 'pagamentos_nao_fecham' USING ERRCODE = 'BL422', DETAIL = v_soma || ';' || v_a_pagar;
    END IF;
  END IF;

  INSERT INTO vendas_diarias_produto AS t (usuario_id, dia, produto_id, unidades, receita, custo)
  SELECT p_usuario_id, (p_agora AT TIME ZONE 'America/Sao_Paulo')::date, b.produto_id, b.quantidade,
    b.quantidade * b.preco_venda, b.quantidade * b.preco_compra
  FROM jsonb_to_recordset(v_baixados) AS b(produto_id uuid, quantidade integer, preco_venda numeric,
    preco_compra numeric)
  ORDER BY b.produto_id
  ON CONFLICT (usuario_id, dia, produto_id) DO UPDATE SET
    unidades = t.unidades + excluded.unidades,
    receita = t.receita + excluded.receita,
    custo = t.custo + excluded.custo;

  INSERT INTO contadores AS c (usuario_id, nome, valor) VALUES (p_usuario_id, 'venda', 1)
  ON CONFLICT (usuario_id, nome) DO UPDATE SET valor = c.valor + 1
  RETURNING 'VEN' || CASE WHEN length(c.valor::text) >= 6 THEN c.valor::text ELSE lpad(c.valor::text, 6, '0') END
  INTO v_numero;

  INSERT INTO vendas AS v (usuario_id, numero_venda, subtotal, desconto, total, taxa_servico_percentual,
    taxa_servico, forma_pagamento, status, observacoes, vendedor, vendedor_id, chave_idempotencia,
    hash_requisicao, data_venda, created_at)
  SELECT p_usuario_id, v_numero, v_subtotal, p_desconto, v_total, p_taxa_servico_percentual, v_taxa,
    -- The payments' one method, or 'multiplas' (formaDaConta in src/shared/pos/formas-pagamento.ts).
    CASE WHEN count(DISTINCT x.forma_pagamento) > 1 THEN 'multiplas'
      ELSE coalesce(min(x.forma_pagamento), p_forma_pagamento) END,
    'finalizada', p_observacoes, p_autor_nome, p_autor_id, p_chave, p_hash, p_agora, p_agora
  FROM jsonb_to_recordset(v_pagamentos) AS x(forma_pagamento text)
  RETURNING v.* INTO v_venda;
  PERFORM balcao_publicar_evento(p_usuario_id, 'venda', v_venda.id::text);

  INSERT INTO pagamentos (usuario_id, venda_id, forma_pagamento, valor, valor_recebido, troco, ordem, caixa_id,
    registrado_por_id, registrado_por, created_at)
  SELECT p_usuario_id, v_venda.id, x.forma_pagamento, x.valor, x.valor_recebido,
    coalesce(x.valor_recebido - x.valor, 0), x.n - 1, v_caixa, p_autor_id, p_autor_nome, p_agora
  FROM ROWS FROM (jsonb_to_recordset(v_pagamentos) AS (forma_pagamento text, valor numeric,
    valor_recebido numeric)) WITH ORDINALITY
    AS x(forma_pagamento, valor, valor_recebido, n)
  ORDER BY x.n;

  INSERT INTO itens_venda (usuario_id, venda_id, produto_id, quantidade, preco_unitario, preco_custo, ordem)
  SELECT p_usuario_id, v_venda.id, b.produto_id, b.quantidade, b.preco_venda, b.preco_compra, b.ordem
  FROM jsonb_to_recordset(v_baixados) AS b(produto_id uuid, quantidade integer, preco_venda numeric,
    preco_compra numeric, ordem integer)
  ORDER BY b.ordem;

  PERFORM balcao_somar_resumo_diario(p_usuario_id, v_venda.id, NULL, 1);

  PERFORM balcao_registrar_saidas(p_usuario_id, v_venda.id, NULL, 'Venda ' || v_numero, p_autor_id, p_autor_nome,
    (SELECT jsonb_agg(jsonb_build_object('produto_id', b.produto_id, 'quantidade', b.quantidade,
        'quantidade_sem_estoque', b.sem_estoque, 'preco_unitario', b.preco_venda,
        'valor_total', b.quantidade * b.preco_venda) ORDER BY b.ordem)
      FROM jsonb_to_recordset(v_baixados) AS b(produto_id uuid, quantidade integer, sem_estoque integer,
        preco_venda numeric, ordem integer)),
    ARRAY(SELECT b.produto_id FROM jsonb_to_recordset(v_baixados) AS b(produto_id uuid, no_minimo boolean)
      WHERE b.no_minimo),
    p_agora);

  RETURN jsonb_build_object(
    'venda', jsonb_build_object('id', v_venda.id, 'numero_venda', v_venda.numero_venda,
      'subtotal', v_venda.subtotal::text, 'desconto', v_venda.desconto::text, 'total', v_venda.total::text,
      'taxa_servico_percentual', v_venda.taxa_servico_percentual::text,
      'taxa_servico', v_venda.taxa_servico::text, 'forma_pagamento', v_venda.forma_pagamento,
      'status', v_venda.status, 'observacoes', v_venda.observacoes, 'vendedor', v_venda.vendedor,
      'data_venda', v_venda.data_venda, 'chave_idempotencia', v_venda.chave_idempotencia),
    'itens', (
      SELECT jsonb_agg(jsonb_build_object('id', i.id, 'produto_id', i.produto_id, 'quantidade', i.quantidade,
        'preco_unitario', i.preco_unitario::text, 'desconto_item', i.desconto_item::text,
        'produto', jsonb_build_object('nome', p.nome, 'marca', p.marca, 'categoria', p.categoria))
        ORDER BY i.ordem)
      FROM itens_venda i JOIN produtos p ON p.id = i.produto_id
      WHERE i.venda_id = v_venda.id AND i.usuario_id = p_usuario_id),
    'pagamentos', (
      SELECT jsonb_agg(jsonb_build_object('id', x.id, 'forma_pagamento', x.forma_pagamento,
        'valor', x.valor::text, 'valor_recebido', x.valor_recebido::text, 'troco', x.troco::text,
        'registrado_por', x.registrado_por, 'created_at', x.created_at) ORDER BY x.ordem, x.created_at, x.id)
      FROM pagamentos x WHERE x.venda_id = v_venda.id AND x.usuario_id = p_usuario_id),
    'estoque', (
      SELECT jsonb_agg(jsonb_build_object('id', b.produto_id, 'estoque_atual', b.estoque_atual)
        ORDER BY b.ordem)
      FROM jsonb_to_recordset(v_baixados) AS b(produto_id uuid, estoque_atual integer, ordem integer)));
END
$$;
--> statement-breakpoint
-- Closes a paid tab whose lock the caller holds (spec §4, decisions 030, 032, 051, 152, 156): the stock of
-- each product of its lines taken down in id order (deleted products too), fechada with time, who, the key
-- of the request that completed it and its payments' method (or 'multiplas'), its history event, the
-- per-product summary, the table back to livre, one exit per line with the units that were not in stock
-- (the shortfall goes to a product's latest lines), the notices and the revenue summary, last: its rows
-- are shared by every bill of the day paid the same way. A tab with no lines: comanda_sem_itens. Answers the
-- stock now of its products, [{id, estoque_atual}].
CREATE FUNCTION balcao_fechar_comanda_paga(
  p_usuario_id text, p_autor_id text, p_autor_nome text, p_comanda_id uuid, p_chave text, p_agora timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_linhas jsonb;
  v_baixados jsonb;
  v_comanda record;
BEGIN
  SELECT jsonb_agg(jsonb_build_object('produto_id', i.produto_id, 'quantidade', i.quantidade,
      'preco_unitario', i.preco_unitario, 'valor_total', i.subtotal) ORDER BY i.created_at, i.id)
  INTO v_linhas
  FROM itens_comanda i JOIN produtos p ON p.id = i.produto_id AND p.usuario_id = p_usuario_id
  WHERE i.comanda_id = p_comanda_id AND i.usuario_id = p_usuario_id;
  IF v_linhas IS NULL THEN
    RAISE EXCEPTION 'comanda_sem_itens' USING ERRCODE = 'BL400';
  END IF;

  SELECT jsonb_agg(to_jsonb(b) ORDER BY b.id) INTO v_baixados
  FROM balcao_baixar_estoque_vendido(p_usuario_id,
    (SELECT jsonb_agg(jsonb_build_object('produto_id', l.produto_id, 'quantidade', l.quantidade))
      FROM (SELECT x.produto_id, sum(x.quantidade) AS quantidade
        FROM jsonb_to_recordset(v_linhas) AS x(produto_id uuid, quantidade integer) GROUP BY x.produto_id) AS l),
    true, p_agora) AS b;

  UPDATE comandas c SET status = 'fechada', data_fechamento = p_agora, chave_fechamento = p_chave,
    forma_pagamento = (
      SELECT CASE WHEN count(DISTINCT x.forma_pagamento) > 1 THEN 'multiplas'
        ELSE coalesce(min(x.forma_pagamento), 'dinheiro') END
      FROM pagamentos x WHERE x.usuario_id = p_usuario_id AND x.comanda_id = p_comanda_id),
    versao = c.versao + 1, fechada_por_id = p_autor_id, fechada_por = p_autor_nome, updated_at = p_agora
  WHERE c.id = p_comanda_id AND c.usuario_id = p_usuario_id AND c.status = 'aberta'
  RETURNING c.versao, c.mesa_id, c.numero_comanda INTO v_comanda;

  INSERT INTO comanda_eventos (usuario_id, comanda_id, tipo, responsavel, responsavel_id, versao, created_at)
  VALUES (p_usuario_id, p_comanda_id, 'comanda_fechada', p_autor_nome, p_autor_id, v_comanda.versao, p_agora);

  INSERT INTO vendas_diarias_produto AS t (usuario_id, dia, produto_id, unidades, receita, custo)
  SELECT p_usuario_id, (p_agora AT TIME ZONE 'America/Sao_Paulo')::date, i.produto_id, sum(i.quantidade),
    sum(i.quantidade * i.preco_unitario), sum(i.quantidade * i.preco_custo)
  FROM itens_comanda i
  WHERE i.comanda_id = p_comanda_id AND i.usuario_id = p_usuario_id
  GROUP BY i.produto_id
  ORDER BY i.produto_id
  ON CONFLICT (usuario_id, dia, produto_id) DO UPDATE SET
    unidades = t.unidades + excluded.unidades,
    receita = t.receita + excluded.receita,
    custo = t.custo + excluded.custo;

  IF v_comanda.mesa_id IS NOT NULL THEN
    UPDATE mesas m SET status = 'livre', updated_at = p_agora
    WHERE m.id = v_comanda.mesa_id AND m.usuario_id = p_usuario_id AND m.status = 'ocupada';
  END IF;

  PERFORM balcao_registrar_saidas(p_usuario_id, NULL, p_comanda_id, 'Comanda ' || v_comanda.numero_comanda,
    p_autor_id, p_autor_nome,
    (SELECT jsonb_agg(jsonb_build_object('produto_id', s.produto_id, 'quantidade', s.quantidade,
        'quantidade_sem_estoque', s.sem_estoque, 'preco_unitario', s.preco_unitario,
        'valor_total', s.valor_total) ORDER BY s.n)
      FROM (
        -- A product's shortfall on its latest lines first, never more than a line's units.
        SELECT l.*, least(l.quantidade, greatest(coalesce(b.sem_estoque, 0) - coalesce(sum(l.quantidade)
          OVER (PARTITION BY l.produto_id ORDER BY l.n DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0),
          0)) AS sem_estoque
        FROM ROWS FROM (jsonb_to_recordset(v_linhas) AS (produto_id uuid, quantidade integer,
          preco_unitario numeric, valor_total numeric)) WITH ORDINALITY
          AS l(produto_id, quantidade, preco_unitario, valor_total, n)
        LEFT JOIN jsonb_to_recordset(v_baixados) AS b(id uuid, sem_estoque integer) ON b.id = l.produto_id
      ) AS s),
    ARRAY(SELECT b.id FROM jsonb_to_recordset(v_baixados) AS b(id uuid, no_minimo boolean) WHERE b.no_minimo),
    p_agora);
  PERFORM balcao_publicar_evento(p_usuario_id, 'comanda', p_comanda_id::text);
  PERFORM balcao_somar_resumo_diario(p_usuario_id, NULL, p_comanda_id, 1);

  RETURN coalesce((SELECT jsonb_agg(jsonb_build_object('id', b.id, 'estoque_atual', b.estoque_atual)
      ORDER BY b.id)
    FROM jsonb_to_recordset(v_baixados) AS b(id uuid, estoque_atual integer)), '[]'::jsonb);
END
$$;
--> statement-breakpoint
-- A payment of a tab, and its close when the payment completes the bill (decisions 132, 152, 153, 161):
--   p_pagamento.valor null — "Fechar Comanda": with p_desconto when one is sent, pays what is left with one
--     method (a bill paid in parts before has nothing left; a bill of R$ 0,00 still records how it was
--     "paid") and closes; p_chave is the close's key, and a tab already closed with it is answered as is;
--   p_pagamento.valor set — one payment of that amount (never past what is left; cash may say what was
--     handed over, and the change is kept), under its key and hash; a key already used is answered as is
--     when it paid this same tab the same way, refused (pagamento_reutilizado) otherwise; the payment that
--     completes the bill closes the tab, another makes the next version.
-- The tab is locked first and must be open at the version the person saw (p_versao, when given); the
-- payment goes to the till's open caixa, locked after the tab. Answers {repetida} or {fechada, estoque}.
CREATE FUNCTION balcao_concluir_fechamento(
  p_usuario_id text, p_autor_id text, p_autor_nome text, p_comanda_id uuid, p_versao integer,
  p_desconto numeric, p_pagamento jsonb, p_terminal text, p_chave text, p_hash text, p_agora timestamptz
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_comanda record;
  v_anterior record;
  v_conta record;
  v_a_pagar numeric;
  v_falta numeric;
  v_valor numeric := (p_pagamento->>'valor')::numeric;
  v_recebido numeric := (p_pagamento->>'valor_recebido')::numeric;
  v_fechar boolean := (p_pagamento->>'valor') IS NULL;
  v_caixa uuid;
BEGIN
  SELECT c.status, c.versao, c.chave_fechamento INTO v_comanda
  FROM comandas c WHERE c.id = p_comanda_id AND c.usuario_id = p_usuario_id FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'comanda_nao_encontrada' USING ERRCODE = 'BL404';
  END IF;
  IF v_fechar THEN
    IF v_comanda.status = 'fechada' AND v_comanda.chave_fechamento = p_chave THEN
      RETURN jsonb_build_object('repetida', true);
    END IF;
  ELSE
    SELECT x.comanda_id, x.hash_requisicao INTO v_anterior
    FROM pagamentos x WHERE x.usuario_id = p_usuario_id AND x.chave_idempotencia = p_chave;
    IF FOUND THEN
      IF v_anterior.comanda_id IS DISTINCT FROM p_comanda_id OR v_anterior.hash_requisicao IS DISTINCT FROM p_hash THEN
        RAISE EXCEPTION 'pagamento_reutilizado' USING ERRCODE = 'BL422';
      END IF;
      RETURN jsonb_build_object('repetida', true);
    END IF;
  END IF;
  IF v_comanda.status <> 'aberta' THEN
    RAISE EXCEPTION 'comanda_%', v_comanda.status USING ERRCODE = 'BL409';
  END IF;
  IF p_versao IS NOT NULL AND p_versao <> v_comanda.versao THEN
    RAISE EXCEPTION 'comanda_alterada' USING ERRCODE = 'BL409';
  END IF;

  IF v_fechar AND p_desconto IS NOT NULL THEN
    -- The bill from the lines and the tab's own settings (comandas.queries.ts recalcularComanda).
    UPDATE comandas c SET desconto = p_desconto, subtotal = l.soma, total = greatest(l.soma - p_desconto, 0),
      taxa_servico = CASE WHEN c.cobrar_taxa_servico
        THEN round(greatest(l.soma - p_desconto, 0) * c.taxa_servico_percentual / 100, 2) ELSE 0 END,
      couvert = CASE WHEN c.cobrar_couvert THEN c.pessoas * c.couvert_por_pessoa ELSE 0 END,
      versao = c.versao + 1, updated_at = p_agora
    FROM (SELECT coalesce(sum(i.subtotal), 0) AS soma FROM itens_comanda i
      WHERE i.comanda_id = p_comanda_id AND i.usuario_id = p_usuario_id) AS l
    WHERE c.id = p_comanda_id AND c.usuario_id = p_usuario_id;
  END IF;

  SELECT c.total + c.taxa_servico + c.couvert AS a_pagar,
    (SELECT coalesce(sum(x.valor), 0) FROM pagamentos x
      WHERE x.usuario_id = p_usuario_id AND x.comanda_id = p_comanda_id) AS pago,
    (SELECT count(*) FROM pagamentos x WHERE x.usuario_id = p_usuario_id AND x.comanda_id = p_comanda_id) AS pagamentos
  INTO v_conta
  FROM comandas c WHERE c.id = p_comanda_id AND c.usuario_id = p_usuario_id;
  v_a_pagar := v_conta.a_pagar;
  v_falta := greatest(v_a_pagar - v_conta.pago, 0);

  IF v_fechar THEN
    IF v_conta.pago > v_a_pagar THEN
      RAISE EXCEPTION 'conta_menor_que_pago' USING ERRCODE = 'BL409', DETAIL = v_a_pagar || ';' || v_conta.pago;
    END IF;
    IF v_falta = 0 AND v_conta.pagamentos > 0 THEN
      RETURN jsonb_build_object('fechada', true,
        'estoque', balcao_fechar_comanda_paga(p_usuario_id, p_autor_id, p_autor_nome, p_comanda_id, p_chave, p_agora));
    END IF;
    v_valor := v_falta;
  ELSE
    IF NOT EXISTS (SELECT 1 FROM itens_comanda i WHERE i.comanda_id = p_comanda_id AND i.usuario_id = p_usuario_id)
    THEN
      RAISE EXCEPTION 'comanda_sem_itens' USING ERRCODE = 'BL400';
    END IF;
    IF v_valor > v_falta THEN
      RAISE EXCEPTION 'valor_passa_do_que_falta' USING ERRCODE = 'BL422', DETAIL = v_falta::text;
    END IF;
  END IF;

  v_caixa := balcao_caixa_do_pagamento(p_usuario_id, p_terminal);
  INSERT INTO pagamentos (usuario_id, comanda_id, forma_pagamento, valor, valor_recebido, troco, ordem, caixa_id,
    registrado_por_id, registrado_por, chave_idempotencia, hash_requisicao, created_at)
  VALUES (p_usuario_id, p_comanda_id, p_pagamento->>'forma_pagamento', v_valor, v_recebido,
    coalesce(v_recebido - v_valor, 0), v_conta.pagamentos, v_caixa, p_autor_id, p_autor_nome,
    CASE WHEN v_fechar THEN NULL ELSE p_chave END, CASE WHEN v_fechar THEN NULL ELSE p_hash END, p_agora);

  IF v_fechar OR v_valor = v_falta THEN
    RETURN jsonb_build_object('fechada', true,
      'estoque', balcao_fechar_comanda_paga(p_usuario_id, p_autor_id, p_autor_nome, p_comanda_id, p_chave, p_agora));
  END IF;
  UPDATE comandas c SET versao = c.versao + 1, updated_at = p_agora
  WHERE c.id = p_comanda_id AND c.usuario_id = p_usuario_id;
  PERFORM balcao_publicar_evento(p_usuario_id, 'comanda', p_comanda_id::text);
  RETURN jsonb_build_object('fechada', false, 'estoque', '[]'::jsonb);
END
$$;
