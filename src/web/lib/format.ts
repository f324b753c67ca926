/** Display formats: BRL (from src/shared/money) and dates in São Paulo time, whatever the browser's zone. */

export { formatBRL } from "@/shared/money";

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  dateStyle: "short",
  timeStyle: "short",
});
const date = new Intl.DateTimeFormat("pt-BR", { timeZone: "America/Sao_Paulo", dateStyle: "short" });

export function formatDataHora(value: string | Date): string {
  return dateTime.format(new Date(value));
}

export function formatData(value: string | Date): string {
  return date.format(new Date(value));
}
