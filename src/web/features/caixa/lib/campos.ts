import { lerCentavos } from "@/shared/fields";

/** An amount typed with the decimal keypad (Chrome drops the comma of a number field). */
export const decimal = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;

/** What a typed amount is in centavos while the person types: blank is 0, anything unreadable null. */
export function centavosDigitados(texto: string | number | null | undefined): number | null {
  if (texto === null || texto === undefined || String(texto).trim() === "") return 0;
  const centavos = lerCentavos(texto);
  return centavos === null || centavos < 0 ? null : centavos;
}
