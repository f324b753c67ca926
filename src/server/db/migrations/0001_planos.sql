-- The three plans of the price table. Kept in a migration so every database has the same ids.
INSERT INTO "planos" ("id", "nome", "periodo", "duracao_meses", "tem_teste_gratis", "preco_mensal", "valor_total", "desconto_percentual", "nivel")
VALUES
  ('plano-mensal-balcao', 'Mensal', 'mensal', 1, true, 89.90, 89.90, 0, 1),
  ('plano-semestral-balcao', 'Semestral', 'semestral', 6, false, 79.90, 479.40, 11, 2),
  ('plano-anual-balcao', 'Anual', 'anual', 12, false, 69.90, 838.80, 22, 3)
ON CONFLICT ("id") DO NOTHING;
