import type { AppDeps } from "../lib/types";
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
  ];
}
