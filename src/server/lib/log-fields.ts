/**
 * What may go into a log line. Logs are read by more people and kept longer than the database, so
 * they carry what explains a failure (message, SQL text, SQLSTATE, the cause chain) and never the
 * values a query was given: Drizzle puts them in its messages ("params: <session token>") and the
 * drivers in `where`/`detail`.
 */

const OMITTED = "[omitido]";
const SENSITIVE_KEY = /token|cookie|senha|password|secret|authorization|params|api_?key/i;
const MAX_DEPTH = 6;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** Drops the "params:" part Drizzle appends to a failed query's message, also inside a stack. */
export function redactText(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/g, `\nparams: ${OMITTED}`);
}

/** Log fields with errors serialized and secrets (by key name) left out. */
export function safeFields(fields: Record<string, unknown>): Record<string, unknown> {
  return safeValue(fields, 0) as Record<string, unknown>;
}

function safeValue(value: unknown, depth: number): unknown {
  if (typeof value === "string") return redactText(value);
  if (value instanceof Error) return errorFields(value, depth);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[…]";
  if (Array.isArray(value)) return value.map((item) => safeValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SENSITIVE_KEY.test(key) ? OMITTED : safeValue(item, depth + 1),
    ]),
  );
}

/**
 * An error and its causes, field by chosen field: PostgreSQL errors (node-postgres and PGlite) give
 * their SQLSTATE and the names of what failed; `detail`, `where` and `params` hold row values and stay out.
 */
export function errorFields(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error) && (error === null || typeof error !== "object")) {
    return { message: redactText(String(error)) };
  }
  const e = error as Error & Record<string, unknown>;
  const code = typeof e.code === "string" || typeof e.code === "number" ? String(e.code) : undefined;
  const out: Record<string, unknown> = {
    name: e.name,
    message: redactPgMessage(redactText(String(e.message)), code),
  };
  if (code) out.code = code;
  for (const key of ["severity", "schema", "table", "column", "constraint", "routine"] as const) {
    if (typeof e[key] === "string") out[key] = e[key];
  }
  // A database error's stack only walks the driver's parser; the wrapping error's stack shows the caller.
  const fromDatabase = code !== undefined && SQLSTATE.test(code);
  if (typeof e.stack === "string" && !fromDatabase) out.stack = redactText(e.stack);
  if (e.cause !== undefined && depth < MAX_DEPTH) out.cause = errorFields(e.cause, depth + 1);
  return out;
}

/**
 * Data exceptions (SQLSTATE class 22) quote the offending input in their message ("invalid input
 * syntax for type uuid: "<value>""); quotes elsewhere name tables and constraints and are kept.
 */
function redactPgMessage(message: string, code: string | undefined): string {
  if (!code?.startsWith("22")) return message;
  return message.replace(/"[^"\n]*"/g, `"${OMITTED}"`);
}

/** The reset link carries its token in the path: /api/auth/reset-password/<token>. */
export function safePath(path: string): string {
  return path.replace(/(\/reset-password\/)[^/?#]+/, `$1${OMITTED}`);
}
