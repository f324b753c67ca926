import { fromCentavos } from "./money";
import { z } from "./zod";

/**
 * Field builders shared by the domain schemas. Forms send strings ("12,50", "" for an empty input) and
 * API clients send numbers or strings; both are accepted here and normalised to one output shape, so
 * the form resolver and the route validator give the same answer and the same message.
 */

/** numeric(12,2): the largest amount a money column holds, in centavos. */
export const MAX_CENTAVOS = 999_999_999_999;
/** PostgreSQL integer. */
export const MAX_INTEIRO = 2_147_483_647;

/** U+0000: no keyboard types it and no PostgreSQL text column stores it. */
export const MENSAGEM_CARACTERE_INVALIDO = "O texto tem um caractere inválido";
export const semCaractereNulo = (texto: string) => !texto.includes("\u0000");

/** The message of a key the schema does not know (see objetoEstrito). */
export const CAMPO_NAO_PERMITIDO = "Campo não permitido";

/** An object that refuses unknown keys, one message per key (lib/validation.ts spreads them per field). */
export function objetoEstrito<T extends z.core.$ZodLooseShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === "unrecognized_keys") return CAMPO_NAO_PERMITIDO;
      if (issue.code === "invalid_type") return "Dados inválidos: envie um objeto JSON";
      return undefined;
    },
  });
}

/** A form input left blank: treated like an absent value. */
const branco = (v: string | number) => typeof v === "string" && v.trim() === "";

/**
 * Reads an amount as exact centavos: "12.50", "12,50", "12", 12.5. At most two decimals, no thousands
 * separators, no exponent. A number is read through its shortest decimal text, so 0.1 + 0.2 is refused
 * rather than rounded. Returns null when the text is not an amount.
 */
export function lerCentavos(value: string | number): number | null {
  const text = typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : value.trim();
  const match = /^(-)?(\d{1,13})(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, reais = "0", cents = ""] = match;
  const centavos = Number(reais) * 100 + Number(cents.padEnd(2, "0"));
  return sign && centavos !== 0 ? -centavos : centavos;
}

interface DinheiroMensagens {
  obrigatorio?: string;
  invalido: string;
  negativo: string;
  muitoAlto: string;
}

const entradaDinheiro = (m: DinheiroMensagens) =>
  z.union([z.string(), z.number(), z.null()], { error: m.invalido }).optional();

/** "12,50" -> "12.50", or an issue on the context. */
function normalizarDinheiro(value: string | number, m: DinheiroMensagens, ctx: z.RefinementCtx): string {
  const centavos = lerCentavos(value);
  if (centavos === null) ctx.addIssue({ code: "custom", message: m.invalido });
  else if (centavos < 0) ctx.addIssue({ code: "custom", message: m.negativo });
  else if (centavos > MAX_CENTAVOS) ctx.addIssue({ code: "custom", message: m.muitoAlto });
  else return fromCentavos(centavos);
  return z.NEVER;
}

/** Money, required: the output is always "12.50". */
export const dinheiro = (m: DinheiroMensagens) =>
  entradaDinheiro(m).transform((value, ctx): string => {
    if (value != null && !branco(value)) return normalizarDinheiro(value, m, ctx);
    ctx.addIssue({ code: "custom", message: m.obrigatorio ?? m.invalido });
    return z.NEVER;
  });

/** Money with a default ("0.00") for an absent or empty value. */
export const dinheiroComPadrao = (m: DinheiroMensagens, padrao: string) =>
  entradaDinheiro(m).transform((value, ctx): string =>
    value == null || branco(value) ? padrao : normalizarDinheiro(value, m, ctx),
  );

/** Money that may be absent: null when empty (the server fills it in). */
export const dinheiroOpcional = (m: DinheiroMensagens) =>
  entradaDinheiro(m).transform((value, ctx): string | null =>
    value == null || branco(value) ? null : normalizarDinheiro(value, m, ctx),
  );

interface InteiroMensagens {
  obrigatorio?: string;
  invalido: string;
  minimo: string;
  muitoAlto: string;
}

/**
 * A whole number ≥ `minimo`, from a number or a digit string (form inputs). Empty takes `padrao`, or is
 * an error when there is none.
 */
export function inteiro(m: InteiroMensagens, { minimo, padrao }: { minimo: number; padrao?: number }) {
  return z
    .union([z.string(), z.number(), z.null()], { error: m.invalido })
    .optional()
    .transform((value, ctx): number => {
      if (value == null || branco(value)) {
        if (padrao !== undefined) return padrao;
        ctx.addIssue({ code: "custom", message: m.obrigatorio ?? m.minimo });
        return z.NEVER;
      }
      const text = typeof value === "number" ? String(value) : value.trim();
      if (!/^-?\d+(?:\.0+)?$/.test(text)) {
        // "-1.5" is both negative and fractional; the range message is the more useful one.
        const n = Number(text.replace(",", "."));
        ctx.addIssue({ code: "custom", message: Number.isFinite(n) && n < minimo ? m.minimo : m.invalido });
        return z.NEVER;
      }
      const n = Number(text);
      if (n < minimo) ctx.addIssue({ code: "custom", message: m.minimo });
      else if (n > MAX_INTEIRO) ctx.addIssue({ code: "custom", message: m.muitoAlto });
      else return n;
      return z.NEVER;
    });
}

/** Required text: trimmed, non-empty, at most `max` characters. */
export function textoObrigatorio(
  max: number,
  { obrigatorio, longo }: { obrigatorio: string; longo: string },
) {
  return z
    .string({ error: obrigatorio })
    .trim()
    .min(1, obrigatorio)
    .max(max, longo)
    .refine(semCaractereNulo, MENSAGEM_CARACTERE_INVALIDO);
}

/** Optional text: trimmed; empty, null or absent is stored as null. */
export function textoOpcional(max: number, longo: string, invalido = "Valor inválido") {
  return z
    .union([z.string(), z.null()], { error: invalido })
    .optional()
    .transform((v) => (v == null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= max, longo)
    .refine((v) => v === null || semCaractereNulo(v), MENSAGEM_CARACTERE_INVALIDO);
}
