/**
 * Time left until a deadline, in whole days, hours and minutes (the boleto countdown of the pending
 * payment page). Pure: the caller passes "now", so it is testable and the screen decides how often to tick.
 */

/** The boleto is due 3 days after the pending page opens (spec §2). */
export const PRAZO_BOLETO_MS = 259_200_000;

const MINUTO_MS = 60_000;
const HORA_MS = 60 * MINUTO_MS;
const DIA_MS = 24 * HORA_MS;

export interface TempoRestante {
  dias: number;
  horas: number;
  minutos: number;
  expirado: boolean;
}

export function tempoRestante(prazoMs: number, agoraMs: number): TempoRestante {
  const restante = prazoMs - agoraMs;
  if (!(restante > 0)) return { dias: 0, horas: 0, minutos: 0, expirado: true };
  return {
    dias: Math.floor(restante / DIA_MS),
    horas: Math.floor((restante % DIA_MS) / HORA_MS),
    minutos: Math.floor((restante % HORA_MS) / MINUTO_MS),
    expirado: false,
  };
}
