import { describe, expect, test } from "vitest";
import type { ConteudoBackup } from "./backups.arquivo";
import {
  ATUALIZACOES,
  atualizarConteudo,
  compararVersao,
  pagamentosDeAntes,
  VERSAO_SCHEMA_ATUAL,
  VERSOES_SCHEMA,
} from "./backups.versoes";

const vazio = (): ConteudoBackup => ({
  restaurar: { produtos: [{ id: "1", nome: "Brahma" }] },
  somente_leitura: {},
});

describe("versões do esquema de um backup", () => {
  test("as versões são as migrações, em ordem; a atual é a última", () => {
    expect(VERSOES_SCHEMA[0]).toBe("0000_inicial");
    expect(VERSAO_SCHEMA_ATUAL).toBe(VERSOES_SCHEMA.at(-1));
    expect(VERSOES_SCHEMA).toContain("0006_cobranca");
    expect(compararVersao(VERSAO_SCHEMA_ATUAL)).toBe("atual");
    expect(compararVersao("0006_cobranca")).toBe("antiga");
    expect(compararVersao("9999_futuro")).toBe("mais-nova");
  });

  test("de uma versão antiga, aplica em ordem a atualização de cada migração posterior (identidade sem uma)", () => {
    const versoes = ["0000_a", "0001_b", "0002_c", "0003_d"];
    const chamadas: string[] = [];
    const marca = (versao: string) => (c: ConteudoBackup) => {
      chamadas.push(versao);
      const produtos = c.restaurar.produtos!.map((p) => ({ ...p, nome: `${p.nome}>${versao}` }));
      return { ...c, restaurar: { ...c.restaurar, produtos } };
    };
    const atualizacoes = { "0000_a": marca("0000_a"), "0001_b": marca("0001_b"), "0003_d": marca("0003_d") };
    const atualizado = atualizarConteudo(vazio(), "0000_a", { versoes, atualizacoes });
    expect(chamadas).toEqual(["0001_b", "0003_d"]);
    expect(atualizado.restaurar.produtos![0]!.nome).toBe("Brahma>0001_b>0003_d");
    expect(atualizarConteudo(vazio(), "0003_d", { versoes, atualizacoes })).toEqual(vazio());
    expect(() => atualizarConteudo(vazio(), "9999_x", { versoes, atualizacoes })).toThrow();
  });
});

describe("backup de antes dos pagamentos (decisão 153)", () => {
  test("cada venda e comanda fechada ganha um pagamento; a aberta, nenhum; a taxa de serviço fica desligada", () => {
    const tag = VERSOES_SCHEMA.find((v) => v.endsWith("_conta_brasileira"))!;
    expect(ATUALIZACOES[tag]).toBe(pagamentosDeAntes);
    const conteudo: ConteudoBackup = {
      restaurar: {
        vendas: [
          {
            id: "v1",
            usuario_id: "u",
            forma_pagamento: "pix",
            total: "12.50",
            vendedor: "Ana",
            vendedor_id: "p1",
            data_venda: "2025-01-01 10:00:00+00",
          },
        ],
        comandas: [
          {
            id: "c1",
            usuario_id: "u",
            forma_pagamento: null,
            total: "30.00",
            fechada_por: null,
            fechada_por_id: null,
            data_fechamento: "2025-01-01 22:00:00+00",
          },
          { id: "c2", usuario_id: "u", total: "0.00", data_fechamento: null },
        ],
        configuracoes: [{ id: "k", usuario_id: "u", taxa_servico_ativa: undefined }],
      },
      somente_leitura: {},
    };
    const atualizado = pagamentosDeAntes(conteudo);
    const linhas = atualizado.restaurar.pagamentos!.map(({ id, ...resto }) => {
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      return resto;
    });
    expect(linhas).toEqual([
      {
        usuario_id: "u",
        venda_id: "v1",
        forma_pagamento: "pix",
        valor: "12.50",
        registrado_por_id: "p1",
        registrado_por: "Ana",
        created_at: "2025-01-01 10:00:00+00",
      },
      {
        usuario_id: "u",
        comanda_id: "c1",
        forma_pagamento: "dinheiro",
        valor: "30.00",
        registrado_por_id: null,
        registrado_por: "Sem registro",
        created_at: "2025-01-01 22:00:00+00",
      },
    ]);
    expect(atualizado.restaurar.configuracoes![0]!.taxa_servico_ativa).toBe("false");
  });
});
