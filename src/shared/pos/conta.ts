import { toCentavos } from "../money";

/**
 * The Brazilian bill (decisions 150–153), as pure arithmetic on integer centavos shared by the server
 * and the screens: the service charge, the couvert, what is left to pay, the change, and the helpers
 * that split a bill between people. Percentages travel as "10.00" text, like money, and are read as
 * hundredths of a percent (10 % = 1000), so nothing here is a float.
 */

/** "10.00" → 1000 (hundredths of a percent). */
export const pontosBase = (percentual: string) => toCentavos(percentual);

/**
 * The service charge on a base (the bill after the discount): base × percent, rounded half up to the
 * centavo — what SQL's round(numeric, 2) gives for the same values (tested against it).
 */
export function calcularTaxaServico(baseCentavos: number, percentual: string): number {
  const pontos = BigInt(pontosBase(percentual));
  if (baseCentavos <= 0 || pontos <= 0n) return 0;
  const vezes = BigInt(baseCentavos) * pontos;
  return Number((vezes + 5_000n) / 10_000n);
}

/** "10%" or "12,5%": how the bill names the percentage. */
export function rotuloPercentual(percentual: string): string {
  const pontos = pontosBase(percentual);
  const inteiro = Math.floor(pontos / 100);
  const fracao = pontos % 100;
  if (fracao === 0) return `${inteiro}%`;
  return `${inteiro},${String(fracao).padStart(2, "0").replace(/0$/, "")}%`;
}

export const rotuloTaxaServico = (percentual: string) => `Taxa de serviço (${rotuloPercentual(percentual)})`;

/**
 * Splits an amount equally between `partes` people, largest shares first: R$ 100,00 / 3 →
 * 33,34 + 33,33 + 33,33. The shares add up to the amount exactly and differ by at most one centavo.
 * Splitting what is left after the first share between the others gives the same shares, so a bill
 * paid one person at a time ("what is left ÷ people left") ends where the first split said.
 */
export function dividirIgualmente(totalCentavos: number, partes: number): number[] {
  if (!Number.isInteger(partes) || partes < 1) throw new RangeError("Dividir por pelo menos 1 pessoa");
  if (!Number.isInteger(totalCentavos) || totalCentavos < 0) throw new RangeError("Valor inválido");
  const base = Math.floor(totalCentavos / partes);
  const sobra = totalCentavos - base * partes;
  return Array.from({ length: partes }, (_, i) => (i < sobra ? base + 1 : base));
}

/**
 * One person's share of a bill by what they had: their items, less their part of the discount (in
 * proportion to the items), plus the service charge on that (when charged) and their couvert. The
 * last person pays what is left, which absorbs the centavos of rounding.
 */
export function valorPorItens({
  itensCentavos,
  subtotalCentavos,
  descontoCentavos,
  percentualServico,
  couvertCentavos,
}: {
  /** Σ of the chosen items (quantity × unit price). */
  itensCentavos: number;
  /** The whole bill's items. */
  subtotalCentavos: number;
  descontoCentavos: number;
  /** "0.00" when the service charge is not charged. */
  percentualServico: string;
  /** This person's couvert (0 when none). */
  couvertCentavos: number;
}): number {
  if (itensCentavos <= 0 && couvertCentavos <= 0) return 0;
  const desconto =
    subtotalCentavos > 0
      ? Number(
          (BigInt(Math.min(descontoCentavos, subtotalCentavos)) * BigInt(itensCentavos) +
            BigInt(subtotalCentavos) / 2n) /
            BigInt(subtotalCentavos),
        )
      : 0;
  const base = Math.max(itensCentavos - desconto, 0);
  return base + calcularTaxaServico(base, percentualServico) + couvertCentavos;
}

/** Change for cash: what was handed over minus what it pays; null when not enough was handed over. */
export function calcularTroco(valorCentavos: number, recebidoCentavos: number): number | null {
  return recebidoCentavos >= valorCentavos ? recebidoCentavos - valorCentavos : null;
}

/** The amounts of a bill, in centavos. */
export interface ValoresConta {
  /** Revenue: items less the discount, never below 0. */
  total: number;
  taxaServico: number;
  couvert: number;
  /** Σ of the payments made. */
  pago: number;
}

/** What the customer pays: the revenue plus the service charge and the couvert, which are not revenue. */
export const totalAPagar = (v: Pick<ValoresConta, "total" | "taxaServico" | "couvert">) =>
  v.total + v.taxaServico + v.couvert;

export const faltaPagar = (v: ValoresConta) => Math.max(totalAPagar(v) - v.pago, 0);
