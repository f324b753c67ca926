import { toCentavos } from "@/shared/money";
import { formatBRL } from "./format";

/** "12.50" (money as the API sends it) -> "R$ 12,50". */
export function precoBRL(valor: string): string {
  return formatBRL(toCentavos(valor));
}

/** "12.50" (API) -> "12,50", as a Brazilian types it in a price field. */
export function precoParaCampo(valor: string): string {
  return valor.replace(".", ",");
}

const inteiro = new Intl.NumberFormat("pt-BR");

/** 5000 -> "5.000" */
export function formatarInteiro(valor: number): string {
  return inteiro.format(valor);
}
