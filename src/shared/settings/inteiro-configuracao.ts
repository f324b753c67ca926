import { MAX_INTEIRO } from "../fields";

/**
 * The settings' whole numbers (spec §5): parsed as integers the way the original form did, so "12",
 * 12.9 and "12 unidades" are 12; anything non-numeric (text, a boolean, null) is 0; never below 0 and
 * never above what an integer column holds. The form, the save and the import all read through here.
 */
export function lerInteiroConfiguracao(valor: unknown): number {
  let n: number;
  if (typeof valor === "number") n = Math.trunc(valor);
  else if (typeof valor === "string") n = Number.parseInt(valor.trim(), 10);
  else n = 0;
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(n, MAX_INTEIRO);
}
