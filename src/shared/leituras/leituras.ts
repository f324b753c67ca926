/**
 * A write that answers with what its screen shows (decision 170). The browser names, in
 * `CABECALHO_LEITURAS`, the GET routes whose answers its screen holds and the write makes stale; the
 * server, once the write is committed, reads them as the same signed-in person would (same routes, same
 * guards) and answers `ComLeituras`. The answer also names, in `CABECALHO_TRANSACOES`, the transactions
 * whose live notices the write published, so the screen knows them when they arrive.
 */

/** Request header: the GET paths to read after the write, separated by spaces. */
export const CABECALHO_LEITURAS = "Balcao-Leituras";

/** Answer header, set when the body is `ComLeituras` rather than the route's own answer. */
export const CABECALHO_COM_LEITURAS = "Balcao-Com-Leituras";

/** Answer header: the ids of the transactions the write's notices came from, separated by commas. */
export const CABECALHO_TRANSACOES = "Balcao-Transacoes";

/** At most this many reads per write; the rest are left for the notice to refetch. */
export const MAX_LEITURAS = 8;

/**
 * In a path, the id of what the write created (its answer's `id`): the tab a POST /api/comandas opened
 * is read as `/api/comandas/{id}`.
 */
export const MARCA_ID_CRIADO = "{id}";

/** The body of a write answered with its reads. A read the server could not make is left out. */
export interface ComLeituras<T> {
  resposta: T;
  leituras: Record<string, unknown>;
}
