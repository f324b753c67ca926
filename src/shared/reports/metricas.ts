/**
 * The report's calendar and formulas (spec §9), pure so that both sides and the unit tests share them.
 * Money comes in as integer centavos; ratios are exact fractions of integers (BigInt), rounded once at
 * the end — half away from zero — so no float error ever reaches a card.
 */
import { DIAS_POR_PERIODO, type PeriodoRelatorio } from "./schemas";

const diaSaoPaulo = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day of `now` in America/Sao_Paulo, as YYYY-MM-DD. */
export function diaEmSaoPaulo(now: Date): string {
  return diaSaoPaulo.format(now);
}

/** YYYY-MM-DD plus `dias` calendar days (negative goes back). */
export function somarDias(dia: string, dias: number): string {
  const [ano, mes, d] = dia.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(ano, mes - 1, d + dias)).toISOString().slice(0, 10);
}

export interface LimitesPeriodo {
  inicio: string;
  fim: string;
  inicioAnterior: string;
  fimAnterior: string;
}

/** The last N calendar days including today, and the N days before them (§9). */
export function limitesDoPeriodo(periodo: PeriodoRelatorio, now: Date): LimitesPeriodo {
  const dias = DIAS_POR_PERIODO[periodo];
  const fim = diaEmSaoPaulo(now);
  const inicio = somarDias(fim, -(dias - 1));
  return { inicio, fim, inicioAnterior: somarDias(inicio, -dias), fimAnterior: somarDias(inicio, -1) };
}

/** num ÷ den rounded to an integer, half away from zero; den > 0. */
function dividirArredondando(num: bigint, den: bigint): bigint {
  const q = num / den;
  const r = num % den;
  if (2n * (r < 0n ? -r : r) < den) return q;
  return num < 0n ? q - 1n : q + 1n;
}

/** num ÷ den as a percentage with one decimal (12.3); den > 0. */
function percentual(num: bigint, den: bigint): number {
  return Number(dividirArredondando(num * 1000n, den)) / 10;
}

/** Centavos ÷ a count, to the nearest centavo (half up); 0 when there is nothing to divide by. */
export function dividirCentavos(centavos: number, por: number): number {
  if (por <= 0) return 0;
  return Number(dividirArredondando(BigInt(centavos), BigInt(por)));
}

/** (atual − anterior) ÷ anterior × 100; null when anterior is 0: a new account shows no growth. */
export function crescimento(atual: number, anterior: number): number | null {
  if (anterior <= 0) return null;
  return percentual(BigInt(atual) - BigInt(anterior), BigInt(anterior));
}

/** A ratio kept exact: receita ÷ unidades is { num: receita, den: unidades }. */
export interface Fracao {
  num: number;
  den: number;
}

/**
 * Growth of a ratio (the ticket) computed on the exact fractions, not on the rounded centavos shown:
 * (a/b − c/d) ÷ (c/d) = (a·d − c·b) ÷ (c·b). A current ratio without denominator counts as 0.
 */
export function crescimentoFracao(atual: Fracao, anterior: Fracao): number | null {
  if (anterior.num <= 0 || anterior.den <= 0) return null;
  const [a, b] = atual.den > 0 ? [BigInt(atual.num), BigInt(atual.den)] : [0n, 1n];
  const [c, d] = [BigInt(anterior.num), BigInt(anterior.den)];
  return percentual(a * d - c * b, c * b);
}

export interface ReceitaECusto {
  /** centavos */
  receita: number;
  /** centavos */
  custo: number;
}

/** (receita − custo) ÷ receita × 100 (§9); null without revenue. */
export function margemLucro({ receita, custo }: ReceitaECusto): number | null {
  if (receita <= 0) return null;
  return percentual(BigInt(receita) - BigInt(custo), BigInt(receita));
}

/**
 * The margin's change in percentage points, from the exact margins (not the rounded ones):
 * 100 × ((Ra − Ca)/Ra − (Rb − Cb)/Rb) = 100 × (Cb·Ra − Ca·Rb) ÷ (Ra·Rb). Null when either has no revenue.
 */
export function crescimentoMargem(atual: ReceitaECusto, anterior: ReceitaECusto): number | null {
  if (atual.receita <= 0 || anterior.receita <= 0) return null;
  const [ra, ca, rb, cb] = [atual.receita, atual.custo, anterior.receita, anterior.custo].map(BigInt) as [
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  return percentual(cb * ra - ca * rb, ra * rb);
}
