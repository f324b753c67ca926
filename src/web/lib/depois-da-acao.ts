import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * What a screen refetches after its own write (decision 167). Every write the server commits sends its
 * change notice to every live stream of the account, this screen's included, and the notice refetches
 * what it makes stale (decision 127). So while this screen's stream is up, its own action leaves the
 * refetching to that notice, which comes after the commit; refetching here as well asked for every
 * query twice. While the stream is down (connecting, reconnecting, or no stream at all) nothing else
 * will refresh the screen, and the action invalidates what it changed itself. A notice lost in a gap is
 * covered by the full refetch when the stream comes back.
 */
let aoVivo = false;

/** Called by the live stream's hook (app/ao-vivo) as its state changes. */
export function definirAoVivo(conectado: boolean): void {
  aoVivo = conectado;
}

/**
 * After a write of this screen that succeeded: invalidates `chaves` unless the live stream will, through
 * the write's own notice. Only for writes that publish a notice covering these keys; a refetch after a
 * refusal (a 409 that says the data moved) invalidates directly.
 */
export function depoisDaAcao(queryClient: QueryClient, chaves: readonly QueryKey[]): Promise<unknown> {
  return aoVivo ? Promise.resolve() : invalidar(queryClient, chaves);
}

/**
 * After a write that may have been refused (`erro`): a refusal commits nothing and sends no notice, and
 * often means the screen's data moved (a table taken, a tab changed elsewhere), so it refetches at once;
 * a success is `depoisDaAcao`.
 */
export function depoisDaTentativa(
  queryClient: QueryClient,
  chaves: readonly QueryKey[],
  erro: unknown,
): Promise<unknown> {
  return erro ? invalidar(queryClient, chaves) : depoisDaAcao(queryClient, chaves);
}

export function invalidar(queryClient: QueryClient, chaves: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(chaves.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
