/**
 * The txid of a static BR Code (field 62-05): letters and digits, at most 25. Apart from the encoder so
 * the screens that only name a charge do not load it (decision 137).
 */

export const MAX_TXID = 25;

export const soLetrasENumeros = (texto: string) => texto.replace(/[^A-Za-z0-9]/g, "");

/**
 * A direct sale has no number until it is recorded, and the QR is shown before that; its idempotency
 * key exists already and is stored with the sale, so the txid is "V" + the key's first 24 hex digits.
 */
export function txidDaVenda(chaveIdempotencia: string, ordem = 0): string {
  const sufixo = sufixoDoPagamento(ordem);
  return `V${soLetrasENumeros(chaveIdempotencia).slice(0, MAX_TXID - 1 - sufixo.length)}${sufixo}`.toUpperCase();
}

/** A tab has its number from the moment it opens ("CMD000045"), and so has a recorded sale. */
export function txidDoNumero(numero: string, ordem = 0): string {
  const sufixo = sufixoDoPagamento(ordem);
  return `${soLetrasENumeros(numero).slice(0, MAX_TXID - sufixo.length)}${sufixo}`.toUpperCase() || "***";
}

/**
 * A bill paid in parts (decision 152) charges each PIX part with its own txid: the first payment keeps
 * the bill's, the next ones add "P2", "P3"…, so each bank statement line names its part.
 */
const sufixoDoPagamento = (ordem: number) => (ordem > 0 ? `P${ordem + 1}` : "");
