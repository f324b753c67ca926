-- Hand-written (decision 148): the bill of a tab recomputed by ONE function, which every change of a tab
-- calls (comandas.queries.ts recalcularComanda) and "Fechar Comanda" with a discount too
-- (balcao_concluir_fechamento, replaced below with only that step changed): the rule of decisions 150–151
-- in one place.

-- After any change to a tab's lines or bill: the bill from the lines and the tab's own settings — total =
-- max(items − discount, 0); the service charge on that total, rounded half up to the centavo, when charged;
-- the couvert per person, when charged — and the next version (decision 132), which it answers.
CREATE FUNCTION balcao_recalcular_comanda(p_usuario_id text, p_comanda_id uuid, p_agora timestamptz)
RETURNS integer LANGUAGE sql AS $$
  UPDATE comandas c SET subtotal = l.soma, total = greatest(l.soma - c.desconto, 0),
    taxa_servico = CASE WHEN c.cobrar_taxa_servico
      THEN round(greatest(l.soma - c.desconto, 0) * c.taxa_servico_percentual / 100, 2) ELSE 0 END,
    couvert = CASE WHEN c.cobrar_couvert THEN c.pessoas * c.couvert_por_pessoa ELSE 0 END,
    versao = c.versao + 1, updated_at = p_agora
  FROM (SELECT coalesce(sum(i.subtotal), 0) AS soma FROM itens_comanda i
    WHERE i.comanda_id = p_comanda_id AND i.usuario_id = p_usuario_id) AS l
  WHERE c.id = p_comanda_id AND c.usuario_id = p_usuario_id
  RETURNING c.versao
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION balcao_concluir_fechamento(
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
    UPDATE comandas c SET desconto = p_desconto WHERE c.id = p_comanda_id AND c.usuario_id = p_usuario_id;
    PERFORM balcao_recalcular_comanda(p_usuario_id, p_comanda_id, p_agora);
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
