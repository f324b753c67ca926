-- Hand-written (decision 168): the SQL functions the actions call on every sale, tab change and stock
-- movement, the same statements in PL/pgSQL. PostgreSQL (before 18) plans a LANGUAGE sql function that
-- it cannot inline each time it is called; PL/pgSQL keeps the plans of its statements for the
-- connection. Bodies unchanged; signatures unchanged (CREATE OR REPLACE).

-- The live notice of decision 127 (0018_acoes_em_uma_ida).
CREATE OR REPLACE FUNCTION balcao_publicar_evento(p_usuario_id text, p_tipo text, p_id text)
 RETURNS void
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('balcao_eventos',
    jsonb_strip_nulls(jsonb_build_object('usuarioId', p_usuario_id, 'tipo', p_tipo, 'id', p_id))::text);
END
$$;
--> statement-breakpoint
-- The low-stock alerts of decision 113 (0018_acoes_em_uma_ida).
CREATE OR REPLACE FUNCTION balcao_sincronizar_alertas(p_usuario_id text, p_produto_ids uuid[], p_agora timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
AS $$
BEGIN
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
    WHERE a.nivel <> excluded.nivel;
END
$$;
--> statement-breakpoint
-- The stock taken down by a sale or a tab close (0022_venda_e_fechamento_em_uma_ida). The table's
-- columns win over the function's output names of the same name, as in the SQL function.
CREATE OR REPLACE FUNCTION balcao_baixar_estoque_vendido(p_usuario_id text, p_linhas jsonb, p_incluir_inativos boolean, p_agora timestamp with time zone)
 RETURNS TABLE(id uuid, estoque_atual integer, preco_compra numeric, preco_venda numeric, sem_estoque integer, no_minimo boolean)
 LANGUAGE plpgsql
AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
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
    p.estoque_atual <= p.estoque_minimo;
END
$$;
--> statement-breakpoint
-- The bill of a tab recomputed (0024_recalculo_da_comanda): its new version, null when no tab matched.
CREATE OR REPLACE FUNCTION balcao_recalcular_comanda(p_usuario_id text, p_comanda_id uuid, p_agora timestamp with time zone)
 RETURNS integer
 LANGUAGE plpgsql
AS $$
DECLARE
  v_versao integer;
BEGIN
  UPDATE comandas c SET subtotal = l.soma, total = greatest(l.soma - c.desconto, 0),
    taxa_servico = CASE WHEN c.cobrar_taxa_servico
      THEN round(greatest(l.soma - c.desconto, 0) * c.taxa_servico_percentual / 100, 2) ELSE 0 END,
    couvert = CASE WHEN c.cobrar_couvert THEN c.pessoas * c.couvert_por_pessoa ELSE 0 END,
    versao = c.versao + 1, updated_at = p_agora
  FROM (SELECT coalesce(sum(i.subtotal), 0) AS soma FROM itens_comanda i
    WHERE i.comanda_id = p_comanda_id AND i.usuario_id = p_usuario_id) AS l
  WHERE c.id = p_comanda_id AND c.usuario_id = p_usuario_id
  RETURNING c.versao INTO v_versao;
  RETURN v_versao;
END
$$;
