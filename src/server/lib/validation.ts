import type { Context } from "hono";
import type { z } from "zod";
import { EntradaInvalida } from "./errors";

/** Turns zod issues into one pt-BR message per field (the first one each field got). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const campos: Record<string, string> = {};
  for (const issue of error.issues) {
    // A strict object reports all unknown keys in one issue; the client wants one message per field.
    const keys =
      issue.code === "unrecognized_keys" ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
    for (const path of keys) campos[path.join(".") || "_"] ??= issue.message;
  }
  return campos;
}

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new EntradaInvalida(fieldErrors(result.error));
  return result.data;
}

/** Reads and validates a JSON body; a body that is not JSON is bad input, not a crash. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new EntradaInvalida({ _: "Corpo da requisição inválido: envie JSON." });
  }
  return parseInput(schema, body);
}
