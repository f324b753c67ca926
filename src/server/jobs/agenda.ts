import type { AppDeps } from "../lib/types";
import { criarBackupsAutomaticos } from "../modules/backups/backups.service";
import { varrerAssinaturas } from "../modules/billing/assinaturas.service";
import type { Tarefa } from "./tarefas";

/** Everything the server does on its own, and when (America/Sao_Paulo). */
export function tarefasDoServidor(_deps: AppDeps): Tarefa[] {
  return [
    {
      // Suspends subscriptions past their due date; hourly, so a payment that lapses at noon blocks by 13h.
      nome: "varrer-assinaturas",
      agenda: "5 * * * *",
      async executar({ tx, agora }) {
        await varrerAssinaturas(tx, { agora });
      },
    },
    {
      // One automatic backup a day per account with the toggle on, at night when bars are closed;
      // a second run the same day replaces that day's backup (decision 112).
      nome: "backups-automaticos",
      agenda: "30 4 * * *",
      async executar({ tx, agora }) {
        await criarBackupsAutomaticos(tx, { agora });
      },
    },
  ];
}
