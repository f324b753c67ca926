-- Hand-written (decision 148): an action that writes is ONE call to a function of its own, so the database
-- is reached once and the row locks it takes are held for that one round trip. The pieces every such action
-- shares are functions too, and the services written in TypeScript call the same ones.
--
-- Refusals are raised with SQLSTATEs of class BL, which the service maps to its domain errors:
--   BL404  the row the action names does not exist in the account (or is deleted)
--   BL409  the row is in a state that refuses the action (not enough stock)
--   BL422  the action's figures exceed what a column holds (numeric(12,2))

-- The live notice of decision 127: delivered when the calling transaction commits, dropped if it rolls back.
-- The channel is the one lib/events.ts listens on; identical notices of one transaction are sent once.
CREATE FUNCTION balcao_publicar_evento(p_usuario_id text, p_tipo text, p_id text) RETURNS void
LANGUAGE sql AS $$
  SELECT pg_notify('balcao_eventos',
    jsonb_strip_nulls(jsonb_build_object('usuarioId', p_usuario_id, 'tipo', p_tipo, 'id', p_id))::text)
$$;
--> statement-breakpoint
-- The low-stock alerts of decision 113 brought in line with the stock of the given products (all of the
-- account's when p_produto_ids is null), in the transaction that changed it. 5 is the critical threshold
-- of an account without a settings row (ALERTA_CRITICO_PADRAO in stock/alertas.queries.ts).
CREATE FUNCTION balcao_sincronizar_alertas(p_usuario_id text, p_produto_ids uuid[], p_agora timestamptz)
RETURNS void LANGUAGE sql AS $$
  WITH limite AS (
    SELECT coalesce(
      (SELECT c.alerta_estoque_critico FROM configuracoes c WHERE c.usuario_id = p_usuario_id), 5
    ) AS critico
  ),
  atual AS (
    SELECT p.id AS produto_id,
      CASE
        WHEN NOT p.ativo OR p.estoque_atual > p.estoque_minimo THEN NULL
        WHEN p.estoque_atual <= limite.critico THEN 'critico'
        ELSE 'baixo'
      END AS nivel
    FROM produtos p, limite
    WHERE p.usuario_id = p_usuario_id AND (p_produto_ids IS NULL OR p.id = ANY (p_produto_ids))
  ),
  resolvidos AS (
    UPDATE alertas_estoque a SET resolvido_em = p_agora
    FROM atual
    WHERE a.usuario_id = p_usuario_id AND a.produto_id = atual.produto_id
      AND a.resolvido_em IS NULL AND atual.nivel IS NULL
    RETURNING a.id
  )
  INSERT INTO alertas_estoque AS a (usuario_id, produto_id, nivel, criado_em)
  SELECT p_usuario_id, atual.produto_id, atual.nivel, p_agora FROM atual WHERE atual.nivel IS NOT NULL
  ON CONFLICT (produto_id) WHERE resolvido_em IS NULL DO UPDATE
    SET nivel = excluded.nivel,
      notificado_em = CASE WHEN excluded.nivel = 'critico' THEN NULL ELSE a.notificado_em END
    WHERE a.nivel <> excluded.nivel
$$;
--> statement-breakpoint
-- A stock movement (decision 011): the stock changed relative to its current value under the product's row
-- lock (an exit only while there is enough), the unit price defaulting to the purchase price (entrada) or
-- the sale price (saida), the movement, the product's alerts and the live notice. Answers the movement
-- with its product and the new stock; refuses with BL404, BL409 or BL422, writing nothing. An entry that
-- would push the stock past integer fails with 22003, as the UPDATE did before.
CREATE FUNCTION balcao_registrar_movimentacao(
  p_usuario_id text, p_produto_id uuid, p_tipo text, p_motivo text, p_quantidade integer,
  p_preco_unitario numeric, p_fornecedor text, p_observacao text,
  p_responsavel text, p_responsavel_id text, p_agora timestamptz
) RETURNS TABLE (
  id uuid, produto_id uuid, tipo text, motivo text, quantidade integer, quantidade_sem_estoque integer,
  preco_unitario text, valor_total text, responsavel text, fornecedor text, observacao text, status text,
  data_movimentacao timestamptz, produto_nome text, produto_marca text, produto_categoria text,
  produto_ativo boolean, estoque_atual integer
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  produto record;
  preco numeric(12, 2);
  movimento record;
BEGIN
  UPDATE produtos p
  SET estoque_atual = p.estoque_atual + CASE WHEN p_tipo = 'entrada' THEN p_quantidade ELSE -p_quantidade END,
    updated_at = p_agora
  WHERE p.id = p_produto_id AND p.usuario_id = p_usuario_id AND p.ativo
    AND (p_tipo = 'entrada' OR p.estoque_atual >= p_quantidade)
  RETURNING p.estoque_atual, p.preco_compra, p.preco_venda, p.nome, p.marca, p.categoria, p.ativo INTO produto;
  IF NOT FOUND THEN
    IF EXISTS (SELECT 1 FROM produtos p WHERE p.id = p_produto_id AND p.usuario_id = p_usuario_id AND p.ativo)
    THEN
      RAISE EXCEPTION 'estoque insuficiente' USING ERRCODE = 'BL409';
    END IF;
    RAISE EXCEPTION 'produto não encontrado' USING ERRCODE = 'BL404';
  END IF;

  preco := coalesce(p_preco_unitario,
    CASE WHEN p_tipo = 'entrada' THEN produto.preco_compra ELSE produto.preco_venda END);
  -- numeric(12,2)'s largest value: MAX_CENTAVOS of src/shared/fields.ts.
  IF p_quantidade * preco > 9999999999.99 THEN
    RAISE EXCEPTION 'valor total da movimentação muito alto' USING ERRCODE = 'BL422';
  END IF;

  INSERT INTO movimentacoes AS m (usuario_id, produto_id, tipo, motivo, quantidade, preco_unitario,
    valor_total, responsavel, responsavel_id, fornecedor, observacao, status, data_movimentacao, created_at)
  VALUES (p_usuario_id, p_produto_id, p_tipo, p_motivo, p_quantidade, preco, p_quantidade * preco,
    p_responsavel, p_responsavel_id, p_fornecedor, p_observacao, 'concluida', p_agora, p_agora)
  RETURNING m.id, m.quantidade_sem_estoque, m.status INTO movimento;

  PERFORM balcao_sincronizar_alertas(p_usuario_id, ARRAY[p_produto_id], p_agora);
  PERFORM balcao_publicar_evento(p_usuario_id, 'movimentacao', movimento.id::text);

  RETURN QUERY SELECT movimento.id, p_produto_id, p_tipo, p_motivo, p_quantidade,
    movimento.quantidade_sem_estoque, preco::text, (p_quantidade * preco)::text, p_responsavel,
    p_fornecedor, p_observacao, movimento.status, p_agora, produto.nome::text, produto.marca::text,
    produto.categoria, produto.ativo, produto.estoque_atual;
END
$$;
