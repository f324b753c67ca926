import { describe, expect, test } from "vitest";
import { decodificarCsv } from "./ler-arquivo-csv";

describe("leitura do arquivo CSV", () => {
  test("UTF-8, com ou sem BOM, é lido como UTF-8", () => {
    const texto = "nome;categoria\r\nÁgua com gás;Água\r\n";
    expect(decodificarCsv(new TextEncoder().encode(texto))).toBe(texto);
    const comBom = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(texto)]);
    // TextDecoder drops the BOM Excel writes (parseCsv would drop it too).
    expect(decodificarCsv(comBom)).toBe(texto);
  });

  test("Windows-1252 (Excel no Windows) não vira caracteres estranhos", () => {
    // "Água;Refrigerante de limão" in Windows-1252: Á = 0xC1, ã = 0xE3.
    const bytes = new Uint8Array([0xc1, 0x67, 0x75, 0x61, 0x3b, 0x6c, 0x69, 0x6d, 0xe3, 0x6f]);
    expect(decodificarCsv(bytes)).toBe("Água;limão");
  });
});
