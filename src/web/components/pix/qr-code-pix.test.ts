import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { parsePix } from "pix-utils";
import { describe, expect, test } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { desenharQr, qrDaCobranca } from "./qr-code-pix";

const require = createRequire(import.meta.url);

/** The drawing as pixels: each module ESCALA×ESCALA, dark where a run of the path covers it. */
function rasterizar({ tamanho, caminho }: { tamanho: number; caminho: string }, escala = 6) {
  const lado = tamanho * escala;
  const data = new Uint8ClampedArray(lado * lado * 4).fill(255);
  for (const [, x, y, largura] of caminho.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dy = 0; dy < escala; dy++) {
      for (let dx = 0; dx < Number(largura) * escala; dx++) {
        const i = ((Number(y) * escala + dy) * lado + Number(x) * escala + dx) * 4;
        data[i] = data[i + 1] = data[i + 2] = 0;
      }
    }
  }
  return { data, width: lado, height: lado, colorSpace: "srgb" as const };
}

describe("QR Code PIX desenhado", () => {
  test("um leitor de QR lê no desenho exatamente o copia e cola, e o copia e cola é o PIX cobrado", async () => {
    const wasm = await readFile(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
    await prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer as ArrayBuffer },
      fireImmediately: true,
    });
    const qr = qrDaCobranca({
      recebedor: {
        tipo: "telefone",
        chave: "+5511987654321",
        nome: "CHOPERIA SAO JOAO",
        cidade: "RIBEIRAO PRETO",
      },
      valorCentavos: 12_345,
      txid: "V0123456789ABCDEF01234567",
    });
    const [lido] = await readBarcodes(rasterizar(qr) as ImageData, { formats: ["QRCode"] });
    expect(lido?.text).toBe(qr.copiaECola);
    expect(parsePix(qr.copiaECola)).toMatchObject({ transactionAmount: 123.45, pixKey: "+5511987654321" });
  });

  test("margem de dois módulos em volta", () => {
    const { tamanho, caminho } = desenharQr("teste");
    // Version 1 (21 modules) plus the margin on both sides; the finder's first run starts at (2, 2).
    expect(tamanho).toBe(25);
    expect(caminho.startsWith("M2 2h7v1h-7z")).toBe(true);
  });
});
