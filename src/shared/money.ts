/**
 * Money is exact: numeric(12,2) strings from the database become integer centavos for arithmetic,
 * and go back to "123.45" strings for storage. No float sums.
 */

export function toCentavos(value: string | number): number {
  const text = typeof value === "number" ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Valor monetário inválido: ${value}`);
  const [, sign, reais = "0", cents = ""] = match;
  const centavos = Number(reais) * 100 + Number(cents.padEnd(2, "0"));
  return sign ? -centavos : centavos;
}

export function fromCentavos(centavos: number): string {
  const sign = centavos < 0 ? "-" : "";
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** R$ 1.234,56 */
export function formatarCentavos(centavos: number): string {
  return brl.format(centavos / 100);
}
