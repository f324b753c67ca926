import { redactText, safeFields } from "./log-fields";

/**
 * One-line JSON logs on stdout/stderr, so a log collector can read them without a parser of ours.
 * Errors in fields are serialized with their cause chain; query parameters and secrets never get in.
 */
type Level = "info" | "warn" | "error";

function write(level: Level, message: string, fields: Record<string, unknown> = {}) {
  const line = JSON.stringify({
    time: new Date().toISOString(),
    level,
    message: redactText(message),
    ...safeFields(fields),
  });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.info(line);
}

export const logger = {
  info: (message: string, fields?: Record<string, unknown>) => write("info", message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write("warn", message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write("error", message, fields),
};
