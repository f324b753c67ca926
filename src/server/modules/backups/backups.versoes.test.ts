import { describe, expect, test } from "vitest";
import type { ConteudoBackup } from "./backups.arquivo";
import { atualizarConteudo, compararVersao, VERSAO_SCHEMA_ATUAL, VERSOES_SCHEMA } from "./backups.versoes";

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
