import { create } from "qrcode";
import { type CobrancaPix, montarBrCode } from "@/shared/pix/br-code";

/**
 * The PIX QR code, loaded only where PIX is shown or printed (a lazy import: the BR Code encoder and the
 * QR library stay out of the app's first load). The QR is drawn as one SVG path of black modules, so the
 * screen renders it as React elements and the print window as DOM nodes, neither through HTML text.
 */

/** Light modules around the code, in modules: readers need a quiet zone (4 is the standard's, 2 reads fine on a white card). */
const MARGEM = 2;

export interface DesenhoQr {
  /** Width and height in modules, margin included (the SVG's viewBox). */
  tamanho: number;
  /** One path: each run of dark modules in a row is a 1-high rectangle. */
  caminho: string;
}

export function desenharQr(texto: string): DesenhoQr {
  // "M" (15%) is what banks print on PIX codes: readable on a receipt, not too dense for a long payload.
  const { modules } = create(texto, { errorCorrectionLevel: "M" });
  const partes: string[] = [];
  for (let linha = 0; linha < modules.size; linha++) {
    let coluna = 0;
    while (coluna < modules.size) {
      if (!modules.get(linha, coluna)) {
        coluna++;
        continue;
      }
      const inicio = coluna;
      while (coluna < modules.size && modules.get(linha, coluna)) coluna++;
      const largura = coluna - inicio;
      partes.push(`M${inicio + MARGEM} ${linha + MARGEM}h${largura}v1h-${largura}z`);
    }
  }
  return { tamanho: modules.size + 2 * MARGEM, caminho: partes.join("") };
}

export interface QrPix extends DesenhoQr {
  copiaECola: string;
}

export function qrDaCobranca(cobranca: CobrancaPix): QrPix {
  const copiaECola = montarBrCode(cobranca);
  return { copiaECola, ...desenharQr(copiaECola) };
}
