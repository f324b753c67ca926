// The library's EMV encoder itself, not its entry point: the entry also loads an HTTP client and Node's
// Buffer for dynamic PIX, which a browser bundle cannot carry (decision 137).
import { createEmv } from "pix-utils/dist/main/emvHandler.js";
import { PixElementType } from "pix-utils/dist/main/types/pixElements.js";
import { fromCentavos } from "../money";
import type { RecebedorPix } from "./recebedor";

/**
 * The static BR Code (Manual do BR Code, Banco Central): the receiver's key, the amount, the merchant
 * name and city, a txid and the CRC16, as one "copia e cola" text that the QR code encodes.
 */

/** Field 62-05 of a static BR Code: letters and digits, at most 25. */
export const MAX_TXID = 25;

export interface CobrancaPix {
  recebedor: RecebedorPix;
  /** Exactly what is charged, in centavos; 0 leaves the amount to the payer. */
  valorCentavos: number;
  /** Names the sale or tab in the receiver's bank statement (see txidDaVenda, txidDaComanda). */
  txid: string;
}

const soLetrasENumeros = (texto: string) => texto.replace(/[^A-Za-z0-9]/g, "");

/**
 * A direct sale has no number until it is recorded, and the QR is shown before that; its idempotency
 * key exists already and is stored with the sale, so the txid is "V" + the key's first 24 hex digits.
 */
export function txidDaVenda(chaveIdempotencia: string): string {
  return `V${soLetrasENumeros(chaveIdempotencia).slice(0, MAX_TXID - 1)}`.toUpperCase();
}

/** A tab has its number from the moment it opens ("CMD000045"), and so has a recorded sale. */
export function txidDoNumero(numero: string): string {
  return soLetrasENumeros(numero).slice(0, MAX_TXID).toUpperCase() || "***";
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
