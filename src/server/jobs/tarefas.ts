import { Cron } from "croner";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "../db/client";
import { logger } from "../lib/logger";

/**
 * Work the server does on its own, on a schedule (the subscription sweep, automatic backups, low-stock
 * e-mails). Every process runs the same schedule; a PostgreSQL advisory lock taken for the run's
 * transaction lets exactly one of them do each run, the others skip it (decision 101).
 */
export interface Tarefa {
  /** Stable name: the lock's key and the logs' word for it. */
  nome: string;
  /** Cron expression, in America/Sao_Paulo ("0 * * * *": every hour on the hour). */
  agenda: string;
  /**
   * The run, inside the transaction that holds the lock: what it writes commits or rolls back as one.
   * Work that must not wait for the commit (an e-mail) belongs after it: return a function to call then.
   */
  executar(contexto: { tx: Transaction; agora: Date }): Promise<void | (() => Promise<void>)>;
}

export type ResultadoTarefa = "executada" | "em-outro-processo";

/** Runs one task now, unless another process (or an earlier run still going) holds its lock. */
export async function executarTarefa(
  db: Database,
  tarefa: Tarefa,
  agora: Date = new Date(),
): Promise<ResultadoTarefa> {
  let depois: (() => Promise<void>) | undefined;
  const resultado = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ travou: boolean }>(
      sql`select pg_try_advisory_xact_lock(hashtext(${`balcao:tarefa:${tarefa.nome}`})) as travou`,
    );
    if (!rows[0]?.travou) return "em-outro-processo" as const;
    depois = (await tarefa.executar({ tx, agora })) ?? undefined;
    return "executada" as const;
  });
  if (depois) await depois();
  return resultado;
}

export interface Agendador {
  /** Stops scheduling and waits for runs under way, so the database closes after them. */
  parar(): Promise<void>;
}

/** Schedules every task; a failed run is logged and the next one runs as usual. */
export function agendarTarefas(db: Database, tarefas: Tarefa[]): Agendador {
  const emCurso = new Set<Promise<unknown>>();
  const crons = tarefas.map(
    (tarefa) =>
      new Cron(tarefa.agenda, { timezone: "America/Sao_Paulo", protect: true }, () => {
        const run = executarTarefa(db, tarefa)
          .then((r) => {
            if (r === "executada") logger.info(`Tarefa ${tarefa.nome} executada`);
          })
          .catch((error) => logger.error(`Tarefa ${tarefa.nome} falhou`, { error }))
          .finally(() => emCurso.delete(run));
        emCurso.add(run);
        return run;
      }),
  );
  return {
    async parar() {
      for (const cron of crons) cron.stop();
      await Promise.allSettled([...emCurso]);
    },
  };
}
