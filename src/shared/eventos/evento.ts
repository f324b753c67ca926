/**
 * The small change notices the server pushes to every screen of an account (decision 127). A notice says
 * what changed, never the data itself: each screen refetches what it shows, through the same routes and
 * guards as always. The set is closed; a new kind of change gets its own word here first.
 *
 * - venda: a direct sale was made (its stock exits come as a `movimentacao` beside it);
 * - comanda: a tab was opened, got or lost items, moved, was merged, closed or cancelled (its table
 *   changed with it; a closing's stock exits come as a `movimentacao` beside it);
 * - mesa: a table was created, edited or removed;
 * - produto: products were created, edited, removed or imported;
 * - movimentacao: stock moved: an entry or exit registered by hand, or the exits of a sale or closing;
 * - configuracoes: the establishment's settings changed;
 * - caixa: a cash register shift was opened, got a sangria, suprimento or refund, or was closed (the
 *   payments a shift takes come with their `venda` or `comanda` notice, which refresh it too);
 * - conta: the account's data was replaced as a whole (a backup restored): everything is stale.
 *
 * Low-stock alerts change only inside a `movimentacao` or a `produto` write (stock moved, a product or
 * its minimum saved), so the notice of that write is the alert's notice too.
 */
export const TIPOS_EVENTO = [
  "venda",
  "comanda",
  "mesa",
  "produto",
  "movimentacao",
  "configuracoes",
  "caixa",
  "conta",
] as const;

export type TipoEvento = (typeof TIPOS_EVENTO)[number];

export interface Evento {
  tipo: TipoEvento;
  /** The row that changed, when there is one (the tab whose detail may be open). */
  id?: string;
  /**
   * The transaction that wrote it (decision 170): the screen whose own write it was knows it from the
   * write's answer, and leaves alone what that answer already refreshed.
   */
  tx?: string;
}

/**
 * A notice as it arrives (JSON already parsed), or null when it is not one (an unknown kind, an id that
 * is not text); other fields are left out. Checked by hand rather than with zod, so the screens that
 * listen do not load the validation library (decision 165).
 */
export function lerEvento(valor: unknown): Evento | null {
  if (typeof valor !== "object" || valor === null) return null;
  const { tipo, id, tx } = valor as Record<string, unknown>;
  if (!TIPOS_EVENTO.includes(tipo as TipoEvento)) return null;
  if (id !== undefined && typeof id !== "string") return null;
  if (tx !== undefined && typeof tx !== "string") return null;
  return {
    tipo: tipo as TipoEvento,
    ...(id === undefined ? {} : { id }),
    ...(tx === undefined ? {} : { tx }),
  };
}

/** The SSE event names of GET /api/eventos. */
export const EVENTO_SSE = {
  /**
   * Sent once the stream listens: from here on no change is missed. Its data, `ProntoAoVivo` as JSON,
   * says how often the heartbeat comes.
   */
  pronto: "pronto",
  /** One change notice, `Evento` as JSON. */
  mudanca: "mudanca",
  /**
   * The stream is alive (no data): a browser that hears nothing, not even this, for a few intervals is
   * on a connection that died without closing (a phone that changed networks) and opens a new one.
   */
  batimento: "batimento",
} as const;

/**
 * How often an open stream sends its heartbeat unless the server is told otherwise, well inside the
 * minute after which proxies (nginx's default) drop a silent connection. `pronto` says the interval in
 * use; a browser assumes this one until then.
 */
export const INTERVALO_BATIMENTO_MS = 20_000;

/** The data of `pronto`. */
export interface ProntoAoVivo {
  /** Milliseconds between heartbeats. */
  batimentoMs: number;
}
