import { NaoEncontrado } from "../lib/errors";

/**
 * Runs a write action once more when it answers "not found". A transaction that waited on a row lock
 * held by an account restore (decision 112) finds, when the wait ends, that the row it waited for was
 * deleted: the restore put the same row back under the same id, but as a new row its statement cannot
 * see. A second attempt takes a fresh snapshot and lands on the restored rows; a row that is really gone
 * is still not found, at the price of one more attempt on that rare path only.
 */
export async function repetirSeNaoEncontrado<T>(acao: () => Promise<T>): Promise<T> {
  try {
    return await acao();
  } catch (error) {
    if (error instanceof NaoEncontrado) return acao();
    throw error;
  }
}
