/**
 * Dates as the provider writes them: São Paulo's calendar ("YYYY-MM-DD") and local time without an
 * offset ("YYYY-MM-DD HH:mm:ss"), the format of Asaas's dueDate and dateCreated.
 */
const formato = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export function dataHoraEmSaoPaulo(momento: Date): string {
  return formato.format(momento).replace("T", " ");
}

export function diaEmSaoPaulo(momento: Date): string {
  return dataHoraEmSaoPaulo(momento).slice(0, 10);
}
