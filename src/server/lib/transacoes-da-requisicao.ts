import { AsyncLocalStorage } from "node:async_hooks";
import { sql } from "drizzle-orm";

/**
 * The transactions a write request published live notices from (decision 170). Every notice names its
 * transaction (`balcao_publicar_evento`, migration 0026_transacao_no_aviso), and the answer names the
 * request's (`CABECALHO_TRANSACOES`), so the screen that made the write — already shown its answer —
 * knows its own notices when they arrive and leaves alone what that answer refreshed.
 */
const transacoes = new AsyncLocalStorage<Set<string>>();

/**
 * The column a statement that calls a publishing SQL function adds to learn its transaction: null when
 * the statement wrote nothing (a repeated key), so a read-only call is never given an id of its own.
 * Evaluated after the function it follows in the select list.
 */
export const TRANSACAO_ATUAL = sql`pg_current_xact_id_if_assigned()::text`;

/** Notes the transaction of a notice this request published (nothing outside a write request). */
export function anotarTransacao(tx: string | null | undefined): void {
  if (tx) transacoes.getStore()?.add(tx);
}

/** Runs a request's handler noting its transactions; answers them once it is done. */
export async function comTransacoesAnotadas(handler: () => Promise<void>): Promise<string[]> {
  const anotadas = new Set<string>();
  await transacoes.run(anotadas, handler);
  return [...anotadas];
}
