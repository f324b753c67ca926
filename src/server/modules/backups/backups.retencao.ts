import { diaEmSaoPaulo, somarDias } from "@/shared/reports/metricas";

/** Automatic backups kept per account (decision 112): one a day for a week, then one a week for a month. */
export const DIARIOS_MANTIDOS = 7;
export const SEMANAIS_MANTIDOS = 4;
/** Manual backups are kept until there are more than this many; the oldest go first. */
export const MANUAIS_MANTIDOS = 10;

interface BackupDatado {
  id: string;
  created_at: Date;
}

/** The Monday (São Paulo calendar) of the day's week, as YYYY-MM-DD. */
function semanaDe(dia: string): string {
  const [a, m, d] = dia.split("-").map(Number) as [number, number, number];
  const diaDaSemana = new Date(Date.UTC(a, m - 1, d)).getUTCDay(); // 0 = domingo
  return somarDias(dia, -((diaDaSemana + 6) % 7));
}

/**
 * Which automatic backups go: kept are the newest of each of the 7 latest days that have one, and,
 * among the older days, the newest of each of the 4 latest weeks (Monday to Sunday) that have one.
 */
export function automaticosParaExcluir(backups: readonly BackupDatado[]): string[] {
  const recentes = [...backups].sort((a, b) => b.created_at.getTime() - a.created_at.getTime());
  const mantidos = new Set<string>();
  const dias = new Set<string>();
  for (const b of recentes) {
    const dia = diaEmSaoPaulo(b.created_at);
    if (dias.has(dia) || dias.size >= DIARIOS_MANTIDOS) continue;
    dias.add(dia);
    mantidos.add(b.id);
  }
  const semanas = new Set<string>();
  for (const b of recentes) {
    const dia = diaEmSaoPaulo(b.created_at);
    // A second backup of a day already kept is never that week's.
    if (dias.has(dia)) continue;
    const semana = semanaDe(dia);
    if (semanas.has(semana) || semanas.size >= SEMANAIS_MANTIDOS) continue;
    semanas.add(semana);
    mantidos.add(b.id);
  }
  return recentes.filter((b) => !mantidos.has(b.id)).map((b) => b.id);
}

/** Which manual backups go: all but the newest MANUAIS_MANTIDOS. */
export function manuaisParaExcluir(backups: readonly BackupDatado[]): string[] {
  return [...backups]
    .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
    .slice(MANUAIS_MANTIDOS)
    .map((b) => b.id);
}
