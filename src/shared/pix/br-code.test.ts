import { parsePix } from "pix-utils";
import { describe, expect, test } from "vitest";
import { MAX_CENTAVOS } from "../fields";
import { montarBrCode } from "./br-code";
import type { RecebedorPix } from "./recebedor";
import { MAX_TXID, txidDaVenda, txidDoNumero } from "./txid";

/** CRC16-CCITT-FALSE written bit by bit from the manual's definition (poly 0x1021, start 0xFFFF). */
function crc16(texto: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(texto)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Reads EMV fields (id, two-digit length, value) into a map; nested templates are read the same way. */
function lerCampos(texto: string): Map<string, string> {
  const campos = new Map<string, string>();
  let i = 0;
  while (i < texto.length) {
    const id = texto.slice(i, i + 2);
    const tamanho = Number(texto.slice(i + 2, i + 4));
    const valor = texto.slice(i + 4, i + 4 + tamanho);
    expect(valor.length).toBe(tamanho);
    campos.set(id, valor);
    i += 4 + tamanho;
  }
  return campos;
}

function conferirCrc(payload: string) {
  expect(payload.slice(-8, -4)).toBe("6304");
  expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
}

// Manual do BR Code (Banco Central), static example: random key, no amount, txid "***".
const EXEMPLO_MANUAL =
  "00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D";

const recebedor: RecebedorPix = {
  tipo: "aleatoria",
  chave: "123e4567-e12b-12d1-a456-426655440000",
  nome: "FULANO DE TAL",
  cidade: "BRASILIA",
};

describe("CRC16 of the BR Code", () => {
  test("the oracle gives the manual's CRC for the manual's example", () => {
    conferirCrc(EXEMPLO_MANUAL);
    expect(crc16(EXEMPLO_MANUAL.slice(0, -4))).toBe("1D3D");
  });
});

describe("montarBrCode", () => {
  test("the manual's example, field for field (the name in upper case, as stored), CRC recomputed", () => {
    const payload = montarBrCode({ recebedor, valorCentavos: 0, txid: "***" });
    const semCrc = EXEMPLO_MANUAL.slice(0, -4).replace("Fulano de Tal", "FULANO DE TAL");
    expect(payload).toBe(semCrc + crc16(semCrc));
  });

  test("an amount and a txid: read back by the library's parser and field by field", () => {
    const payload = montarBrCode({ recebedor, valorCentavos: 5050, txid: "CMD000045" });
    conferirCrc(payload);

    const lido = parsePix(payload);
    expect(lido).toMatchObject({
      type: "STATIC",
      pixKey: recebedor.chave,
      merchantName: "FULANO DE TAL",
      merchantCity: "BRASILIA",
      transactionAmount: 50.5,
      txid: "CMD000045",
    });

    const campos = lerCampos(payload);
    expect(campos.get("00")).toBe("01");
    expect(campos.get("52")).toBe("0000");
    expect(campos.get("53")).toBe("986");
    expect(campos.get("54")).toBe("50.50");
    expect(campos.get("58")).toBe("BR");
    expect(campos.get("59")).toBe("FULANO DE TAL");
    expect(campos.get("60")).toBe("BRASILIA");
    const conta = lerCampos(campos.get("26")!);
    expect(conta.get("00")).toBe("br.gov.bcb.pix");
    expect(conta.get("01")).toBe(recebedor.chave);
    expect(lerCampos(campos.get("62")!).get("05")).toBe("CMD000045");
  });

  test.each([
    [1, "0.01"],
    [100, "1.00"],
    [129_590, "1295.90"],
    [MAX_CENTAVOS, "9999999999.99"],
  ])("%i centavos are charged as %s", (valorCentavos, texto) => {
    const payload = montarBrCode({ recebedor, valorCentavos, txid: "V1" });
    conferirCrc(payload);
    expect(lerCampos(payload).get("54")).toBe(texto);
  });

  test("without an amount the field is left out (the payer types it)", () => {
    expect(lerCampos(montarBrCode({ recebedor, valorCentavos: 0, txid: "V1" })).has("54")).toBe(false);
  });

  test.each([
    ["cpf", "12345678909"],
    ["cnpj", "11222333000181"],
    ["email", "caixa@bardoze.com.br"],
    ["telefone", "+5511987654321"],
  ] as const)("a %s key goes in as stored", (tipo, chave) => {
    const payload = montarBrCode({ recebedor: { ...recebedor, tipo, chave }, valorCentavos: 990, txid: "X" });
    conferirCrc(payload);
    expect(parsePix(payload)).toMatchObject({ pixKey: chave, transactionAmount: 9.9 });
  });

  test("refuses an amount that is not whole centavos ≥ 0", () => {
    expect(() => montarBrCode({ recebedor, valorCentavos: -1, txid: "X" })).toThrow(RangeError);
    expect(() => montarBrCode({ recebedor, valorCentavos: 1.5, txid: "X" })).toThrow(RangeError);
  });
});

describe("txid", () => {
  test("a sale: V and the idempotency key's first 24 hex digits, 25 characters", () => {
    const txid = txidDaVenda("3f2b8c1e-9a4d-4e7b-8c6a-1d2e3f4a5b6c");
    expect(txid).toBe("V3F2B8C1E9A4D4E7B8C6A1D2E");
    expect(txid).toHaveLength(MAX_TXID);
    const payload = montarBrCode({ recebedor, valorCentavos: 100, txid });
    expect(parsePix(payload)).toMatchObject({ txid });
  });

  test("a tab: its number", () => {
    expect(txidDoNumero("CMD000045")).toBe("CMD000045");
  });
});
