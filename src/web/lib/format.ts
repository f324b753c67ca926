/** Display formats: BRL (from src/shared/money) and dates in São Paulo time, whatever the browser's zone. */

import { formatarCentavos, toCentavos } from "@/shared/money";

export { formatarCentavos };

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "short",
});
const date = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" });

export function formatarDataHora(value: string | Date): string {
  return dateTime.format(new Date(value));
}

export function formatarData(value: string | Date): string {
  return date.format(new Date(value));
}

/** "12.50" (money as the API sends it) -> "R$ 12,50". */
export function formatarDinheiro(valor: string): string {
  return formatarCentavos(toCentavos(valor));
}

/** "12.50" (API) -> "12,50", as a Brazilian types it in a price field. */
export function formatarDinheiroParaCampo(valor: string): string {
  return valor.replace(".", ",");
}

const inteiro = new Intl.NumberFormat("pt-BR");

/** 5000 -> "5.000" */
export function formatarInteiro(valor: number): string {
  return inteiro.format(valor);
}
