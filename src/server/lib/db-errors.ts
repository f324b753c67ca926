/**
 * PostgreSQL errors as both drivers report them: node-postgres and PGlite put the SQLSTATE in `code` and
 * the constraint in `constraint`; Drizzle wraps them in `cause`.
 */
function* chain(error: unknown) {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 10; depth++) {
    yield e as { code?: unknown; constraint?: unknown; message?: unknown; detail?: unknown };
    e = (e as { cause?: unknown }).cause;
  }
}

/** The SQLSTATE of a database error anywhere in the cause chain ("23505", "22003"...). */
export function pgErrorCode(error: unknown): string | null {
  for (const e of chain(error)) if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  return null;
}

/**
 * A refusal of an action written in SQL (decision 148): its BL SQLSTATE, the message that names which
 * refusal it is (`caixa_nao_aberto`) and the figures some of them carry in DETAIL ("1234.50;1000.00").
 */
export function recusaDoBanco(error: unknown): { code: string; motivo: string; detalhe: string[] } | null {
  for (const e of chain(error)) {
    if (typeof e.code === "string" && e.code.startsWith("BL") && typeof e.message === "string")
      return {
        code: e.code,
        motivo: e.message,
        detalhe: typeof e.detail === "string" ? e.detail.split(";") : [],
      };
  }
  return null;
}

/** A unique violation, optionally of one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (const e of chain(error)) {
    if (e.code === "23505") return constraint === undefined || e.constraint === constraint;
  }
  return false;
}

/** U+0000 in text (22P05) or a byte sequence that is not valid UTF-8 (22021). */
export function isTextoInvalido(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === "22P05" || code === "22021";
}

/** "integer out of range" and "numeric field overflow". */
export function isNumericOverflow(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code === "22003";
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: anything that is not a uuid cannot be a row, and must not reach the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
