import type { Query, QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * What a screen refetches after its own write. Every write the server commits sends its change notice
 * to every live stream of the account, this screen's included (decision 127); the write's answer brings
 * what this screen shows (decision 170), and the notice refetches the rest. So the write itself
 * invalidates only while this screen's stream is down (connecting, reconnecting, or no stream at all),
 * when no notice will come; a notice lost in a gap is covered by the full refetch when the stream comes
 * back.
 */
let aoVivo = false;

/** Called by the live stream's hook (app/ao-vivo) as its state changes. */
export function definirAoVivo(conectado: boolean): void {
  aoVivo = conectado;
}

/** Whether this screen's live stream is up: its own writes then leave their refetching to its notices. */
export function estaAoVivo(): boolean {
  return aoVivo;
}

/** Invalidates `chaves`, but for the queries in `exceto` (by hash): those an answer just brought. */
export function invalidar(
  queryClient: QueryClient,
  chaves: readonly QueryKey[],
  exceto: ReadonlySet<string> = new Set(),
): Promise<unknown> {
  const predicate = exceto.size === 0 ? undefined : (query: Query) => !exceto.has(query.queryHash);
  return Promise.all(chaves.map((queryKey) => queryClient.invalidateQueries({ queryKey, predicate })));
}
