// The library's EMV encoder itself, not its entry point: the entry also loads an HTTP client and Node's
// Buffer for dynamic PIX, which a browser bundle cannot carry (decision 137).
import { createEmv } from "pix-utils/dist/main/emvHandler.js";
import { PixElementType } from "pix-utils/dist/main/types/pixElements.js";
import { fromCentavos } from "../money";
import type { RecebedorPix } from "./recebedor";
import { MAX_TXID, soLetrasENumeros } from "./txid";

/**
 * The static BR Code (Manual do BR Code, Banco Central): the receiver's key, the amount, the merchant
 * name and city, a txid and the CRC16, as one "copia e cola" text that the QR code encodes.
 */

export interface CobrancaPix {
  recebedor: RecebedorPix;
  /** Exactly what is charged, in centavos; 0 leaves the amount to the payer. */
  valorCentavos: number;
  /** Names the sale or tab in the receiver's bank statement (txid.ts: txidDaVenda, txidDoNumero). */
  txid: string;
}

/** The "copia e cola" text: the BR Code, CRC16 included. */
export function montarBrCode({ recebedor, valorCentavos, txid }: CobrancaPix): string {
  if (!Number.isSafeInteger(valorCentavos) || valorCentavos < 0) {
    throw new RangeError(`Valor PIX inválido: ${valorCentavos}`);
  }
  return createEmv({
    type: PixElementType.STATIC,
    merchantCategoryCode: "0000",
    transactionCurrency: "986",
    countryCode: "BR",
    pixKey: recebedor.chave,
    merchantName: recebedor.nome,
    merchantCity: recebedor.cidade,
    // Exact: fromCentavos writes "12.50"; the library prints it back with toFixed(2).
    transactionAmount: Number(fromCentavos(valorCentavos)),
    txid: soLetrasENumeros(txid).slice(0, MAX_TXID) || "***",
  });
}
