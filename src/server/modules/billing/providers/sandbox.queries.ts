import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client";
import { compras, planos, sandboxCobrancas } from "../../../db/schema";

export type CobrancaSandbox = typeof sandboxCobrancas.$inferSelect;

export async function inserirCobranca(db: DbOrTx, cobranca: typeof sandboxCobrancas.$inferInsert) {
  const [row] = await db.insert(sandboxCobrancas).values(cobranca).returning();
  return row!;
}

/**
 * The checkout page's charge, with what a provider knows of it: the plan it was sold as and the
 * customer's name (the sandbox lives beside our tables, so it reads them instead of copying them).
 */
export async function obterCobranca(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db
    .select({
      cobranca: sandboxCobrancas,
      plano_nome: planos.nome,
      nome_cliente: compras.nome_estabelecimento,
    })
    .from(sandboxCobrancas)
    .leftJoin(compras, eq(sql`${compras.id}::text`, sandboxCobrancas.referencia))
    .leftJoin(planos, eq(planos.id, compras.plano_id))
    .where(eq(sandboxCobrancas.id, id));
  return row ?? null;
}

export async function travarCobranca(db: DbOrTx, { id }: { id: string }) {
  const [row] = await db.select().from(sandboxCobrancas).where(eq(sandboxCobrancas.id, id)).for("update");
  return row ?? null;
}

export async function atualizarCobranca(
  db: DbOrTx,
  { id, dados }: { id: string; dados: Partial<typeof sandboxCobrancas.$inferInsert> },
) {
  const [row] = await db.update(sandboxCobrancas).set(dados).where(eq(sandboxCobrancas.id, id)).returning();
  return row!;
}

/** Ends a subscription: its charges still open are deleted, as Asaas does when a subscription is removed. */
export async function excluirCobrancasAbertas(db: DbOrTx, { idAssinatura }: { idAssinatura: string }) {
  return db
    .update(sandboxCobrancas)
    .set({ status: "DELETED" })
    .where(
      and(
        eq(sandboxCobrancas.id_assinatura, idAssinatura),
        inArray(sandboxCobrancas.status, ["PENDING", "OVERDUE"]),
      ),
    )
    .returning();
}
