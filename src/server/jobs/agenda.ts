import { appUrl } from "../lib/env";
import type { AppDeps } from "../lib/types";
import { criarBackupsAutomaticos } from "../modules/backups/backups.service";
import { varrerAssinaturas } from "../modules/billing/assinaturas.service";
import type { ProvedorPagamento } from "../modules/billing/billing.provider";
import { encerrarComprasAbandonadas } from "../modules/billing/compras.service";
import { enviarResumoAlertas } from "../modules/stock/alertas.service";
import type { Tarefa } from "./tarefas";

/** Everything the server does on its own, and when (America/Sao_Paulo). */
export function tarefasDoServidor(deps: AppDeps, { provedor }: { provedor: ProvedorPagamento }): Tarefa[] {
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
      // One e-mail per account with the products that crossed their minimum since the last one (decision 113).
      nome: "resumo-alertas-estoque",
      agenda: "0 * * * *",
      executar: ({ tx, agora }) =>
        enviarResumoAlertas(tx, {
          agora,
          mailer: deps.mailer,
          urlEstoque: `${appUrl(deps.env)}/app/estoque`,
        }),
    },
    {
      // Pay-first checkouts abandoned for a week: their provider subscriptions stop issuing charges.
      nome: "encerrar-compras-abandonadas",
      agenda: "20 3 * * *",
      executar: ({ tx, agora }) => encerrarComprasAbandonadas(tx, { db: deps.db, provedor, agora }),
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
