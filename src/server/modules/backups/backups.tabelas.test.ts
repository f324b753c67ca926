import { describe, expect, test } from "vitest";
import {
  TABELAS_DA_CONTA,
  TABELAS_RECALCULADAS,
  TABELAS_RESTAURADAS,
  TABELAS_SOMENTE_LEITURA,
  tabelasComUsuarioId,
} from "./backups.tabelas";

describe("tabelas do backup", () => {
  test("toda tabela com usuario_id está classificada (uma tabela nova precisa entrar no backup ou dizer por quê)", () => {
    expect(Object.keys(TABELAS_DA_CONTA).sort()).toEqual(tabelasComUsuarioId());
  });

  test("as tabelas restauradas só apontam para si mesmas, para a conta ou para tabelas sem dono (planos)", () => {
    const restauradas = new Set(TABELAS_RESTAURADAS.map((t) => t.nome));
    const daConta = new Set(tabelasComUsuarioId());
    for (const tabela of TABELAS_RESTAURADAS) {
      for (const chave of tabela.chaves) {
        const permitida =
          restauradas.has(chave.tabela) ||
          (chave.tabela === "auth_users" && chave.coluna === "usuario_id") ||
          !daConta.has(chave.tabela);
        expect(permitida, `${tabela.nome}.${chave.coluna} → ${chave.tabela}`).toBe(true);
      }
    }
  });

  test("pais antes dos filhos: produtos antes de itens, vendas e comandas antes das movimentações", () => {
    const posicao = (nome: string) => TABELAS_RESTAURADAS.findIndex((t) => t.nome === nome);
    for (const tabela of TABELAS_RESTAURADAS) {
      for (const chave of tabela.chaves) {
        if (posicao(chave.tabela) >= 0 && chave.tabela !== tabela.nome) {
          expect(posicao(chave.tabela), `${chave.tabela} antes de ${tabela.nome}`).toBeLessThan(
            posicao(tabela.nome),
          );
        }
      }
    }
    expect(TABELAS_RESTAURADAS).toHaveLength(15);
    // Rebuilt by the restore (backups.service.ts): a new one here needs its rebuild there.
    expect(TABELAS_RECALCULADAS).toEqual([
      "vendas_diarias_pagamento",
      "vendas_diarias_atendente",
      "catalogos",
    ]);
    expect(TABELAS_SOMENTE_LEITURA.map((t) => t.nome).sort()).toEqual([
      "assinaturas",
      "compras",
      "transacoes_pagamento",
      "usuarios",
    ]);
  });
});
