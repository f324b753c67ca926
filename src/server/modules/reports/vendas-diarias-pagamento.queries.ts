import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

/**
 * The daily revenue summary (decision 156) — vendas_diarias_pagamento per payment method and
 * vendas_diarias_atendente per person — kept by the SQL functions of migration
 * 0021_resumo_diario_por_pagamento, in the transaction of whatever makes a bill count or stop counting.
 * An action written in SQL (decision 148) calls the same function as its last step.
 */

export type OrigemResumo = { vendaId: string } | { comandaId: string };

/**
 * A sale (after its payments and lines are written) or a closed tab (after it is marked fechada) added to its
 * day's summary (`sinal` 1), or taken off it when cancelled (-1, before it is marked cancelada). Its
 * rows are hot — every bill of the day paid the same way, or made by the same person, writes them — so
 * callers write them last, just before committing: a sale after the account's counter, whose lock
 * already serialises the account's sales; a tab close and a cancellation at their end.
 */
export async function somarResumoDiario(
  db: DbOrTx,
  { usuarioId, origem, sinal }: { usuarioId: string; origem: OrigemResumo; sinal: 1 | -1 },
): Promise<void> {
  const vendaId = "vendaId" in origem ? origem.vendaId : null;
  const comandaId = "comandaId" in origem ? origem.comandaId : null;
  await db.execute(
    sql`select balcao_somar_resumo_diario(${usuarioId}, ${vendaId}::uuid, ${comandaId}::uuid, ${sinal}::integer)`,
  );
}

/**
 * The summary recomputed from the bills and their payments: one account's (a restore replaces its
 * bills, decision 112) or every account's (`null`: code that inserts bills around the services, such
 * as the report bench). The migration ran the same function once.
 */
export async function recalcularResumoDiario(
  db: DbOrTx,
  { usuarioId }: { usuarioId: string | null },
): Promise<void> {
  await db.execute(sql`select balcao_recalcular_resumo_diario(${usuarioId}::text)`);
}
