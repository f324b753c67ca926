import {
  DIAS_POR_PERIODO,
  PERIODO_PADRAO,
  PERIODOS_RELATORIO,
  type PeriodoRelatorio,
} from "@/shared/reports/schemas";

/**
 * How the report's figures read on the page, in the print window and in the PDF (one set of words for
 * all three). Pure: no DOM, no clock (the caller passes dates), unit-tested.
 */

/** What the period selector shows (§2.6: 7 days, 30 days, 90 days, 1 year). */
export const ROTULO_PERIODO_CURTO: Record<PeriodoRelatorio, string> = {
  "7dias": "7 dias",
  "30dias": "30 dias",
  "90dias": "90 dias",
  "1ano": "1 ano",
};

/** ?periodo= of the URL; anything else (absent, mistyped, old link) is the default, 30 dias. */
export function periodoDaUrl(valor: string | null | undefined): PeriodoRelatorio {
  return (PERIODOS_RELATORIO as readonly string[]).includes(valor ?? "")
    ? (valor as PeriodoRelatorio)
    : PERIODO_PADRAO;
}

const brlCompacto = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const umaCasa = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const umaCasaComSinal = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: "exceptZero",
});

/** Axis ticks: "R$ 1,2 mil". */
export function formatarDinheiroCompacto(reais: number): string {
  return brlCompacto.format(reais);
}

/** 38.25 -> "38,3%"; null (no revenue, so no margin) -> "—". */
export function formatarPercentual(valor: number | null): string {
  return valor === null || !Number.isFinite(valor) ? "—" : `${umaCasa.format(valor)}%`;
}

export type TomVariacao = "alta" | "estavel" | "queda" | "sem-dados";

export interface Variacao {
  /** "+12,5%", "-3,2 p.p.", "0,0%", or "—" without a previous period to compare with. */
  valor: string;
  /** "+12,5% vs. período anterior" or "— sem dados do período anterior": what a card and the PDF print. */
  texto: string;
  tom: TomVariacao;
}

export const SEM_DADOS_ANTERIOR = "sem dados do período anterior";

/**
 * A growth figure against the previous period: % for revenue, units and ticket, percentage points for
 * the margin. null — or anything that is not a finite number — means there is nothing to compare with:
 * never "Infinity %" or "NaN".
 */
export function variacao(valor: number | null, unidade: "%" | "p.p." = "%"): Variacao {
  if (valor === null || !Number.isFinite(valor)) {
    return { valor: "—", texto: `— ${SEM_DADOS_ANTERIOR}`, tom: "sem-dados" };
  }
  // Half away from zero, as the server rounds (Math.round(-0.5) would be -0).
  const arredondado = (Math.sign(valor) * Math.round(Math.abs(valor) * 10)) / 10;
  const numero = `${umaCasaComSinal.format(arredondado === 0 ? 0 : arredondado)}${unidade === "%" ? "%" : " p.p."}`;
  const tom: TomVariacao = arredondado < 0 ? "queda" : arredondado > 0 ? "alta" : "estavel";
  return { valor: numero, texto: `${numero} vs. período anterior`, tom };
}

const MESES = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out", "nov", "dez"];

/** "2025-03-15" (a São Paulo calendar day) -> its parts; never through the browser's time zone. */
function partes(dia: string): { ano: number; mes: number; dia: number } {
  const [ano, mes, d] = dia.split("-").map(Number);
  return { ano: ano!, mes: mes!, dia: d! };
}

/** "2025-03-15" -> "15/03/2025" */
export function formatarDia(dia: string): string {
  const p = partes(dia);
  return `${String(p.dia).padStart(2, "0")}/${String(p.mes).padStart(2, "0")}/${p.ano}`;
}

/** "2025-03-15" -> "15/03" (axis ticks of the daily chart) */
export function formatarDiaMes(dia: string): string {
  return formatarDia(dia).slice(0, 5);
}

/** "2025-03-01" -> "mar/25" (axis ticks of a year) */
export function formatarMesAno(dia: string): string {
  const p = partes(dia);
  return `${MESES[p.mes - 1]}/${String(p.ano).slice(2)}`;
}

const diaDaSemana = new Intl.DateTimeFormat("pt-BR", { weekday: "short", timeZone: "UTC" });

/** "2025-03-15" -> "sáb., 15/03/2025" (tooltips). The day is a calendar day: formatted in UTC on purpose. */
export function formatarDiaDaSemana(dia: string): string {
  const p = partes(dia);
  return `${diaDaSemana.format(Date.UTC(p.ano, p.mes - 1, p.dia))} ${formatarDia(dia)}`;
}

/** "01/03/2025 a 30/03/2025" */
export function formatarIntervalo(inicio: string, fim: string): string {
  return `${formatarDia(inicio)} a ${formatarDia(fim)}`;
}

/** Ticks of the daily chart: every first of a month for a year ("mar/25"); the chart chooses otherwise. */
export function ticksDoPeriodo(periodo: PeriodoRelatorio, dias: readonly string[]): string[] | undefined {
  if (DIAS_POR_PERIODO[periodo] < 365) return undefined;
  return dias.filter((d) => d.endsWith("-01"));
}

const diaSaoPaulo = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** relatorio-30dias-2025-03-30.pdf — the date the file was made, in São Paulo. */
export function nomeArquivoPdf(periodo: PeriodoRelatorio, geradoEm: Date): string {
  return `relatorio-${periodo}-${diaSaoPaulo.format(geradoEm)}.pdf`;
}

/** Share of a total in %, one decimal, from exact centavos. */
export function participacao(parteCentavos: number, totalCentavos: number): number {
  if (totalCentavos <= 0) return 0;
  return Math.round((parteCentavos / totalCentavos) * 1000) / 10;
}
