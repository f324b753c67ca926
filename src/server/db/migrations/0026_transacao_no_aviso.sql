-- Hand-written (decision 170): every live notice names the transaction that wrote it, so the screen
-- whose own write it was, already shown the write's answer, can tell its notice from another device's.
-- A notice is only ever published by a writing transaction, which has its id already.
CREATE OR REPLACE FUNCTION balcao_publicar_evento(p_usuario_id text, p_tipo text, p_id text)
 RETURNS void
 LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('balcao_eventos',
    jsonb_strip_nulls(jsonb_build_object('usuarioId', p_usuario_id, 'tipo', p_tipo, 'id', p_id,
      'tx', pg_current_xact_id()::text))::text);
END
$$;
