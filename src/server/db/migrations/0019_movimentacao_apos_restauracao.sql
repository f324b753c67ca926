-- A movement that waited for a product's lock while an account restore replaced the product answered
-- "estoque insuficiente" for an entry (or "não encontrado"): the restored row is new to the statement that
-- waited. The update now runs once more when a fresh look finds the product able to take it.
CREATE OR REPLACE FUNCTION balcao_registrar_movimentacao(
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
  -- Twice at most: a row replaced under the same id while this statement waited for its lock (an account
  -- restore deletes and inserts it again, decision 112) is invisible to the statement that waited, and
  -- then not found or short of stock would be a wrong answer; the next statement sees the new row.
  FOR tentativa IN 1..2 LOOP
    UPDATE produtos p
    SET estoque_atual = p.estoque_atual + CASE WHEN p_tipo = 'entrada' THEN p_quantidade ELSE -p_quantidade END,
      updated_at = p_agora
    WHERE p.id = p_produto_id AND p.usuario_id = p_usuario_id AND p.ativo
      AND (p_tipo = 'entrada' OR p.estoque_atual >= p_quantidade)
    RETURNING p.estoque_atual, p.preco_compra, p.preco_venda, p.nome, p.marca, p.categoria, p.ativo INTO produto;
    EXIT WHEN FOUND;
    IF tentativa = 2 OR NOT EXISTS (
      SELECT 1 FROM produtos p WHERE p.id = p_produto_id AND p.usuario_id = p_usuario_id AND p.ativo
        AND (p_tipo = 'entrada' OR p.estoque_atual >= p_quantidade)
    ) THEN
      IF EXISTS (SELECT 1 FROM produtos p WHERE p.id = p_produto_id AND p.usuario_id = p_usuario_id AND p.ativo)
      THEN
        RAISE EXCEPTION 'estoque insuficiente' USING ERRCODE = 'BL409';
      END IF;
      RAISE EXCEPTION 'produto não encontrado' USING ERRCODE = 'BL404';
    END IF;
  END LOOP;

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
