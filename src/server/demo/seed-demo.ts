import { eq } from "drizzle-orm";
import { CadastroInput } from "@/shared/accounts/schemas";
import { addMonths } from "@/shared/billing/assinatura";
import type { Database } from "../db/client";
import { assinaturas, authUsers, mesas, planos, produtos, usuarios } from "../db/schema";
import { cadastrarConta } from "../modules/accounts/accounts.service";
import { sincronizarAlertas } from "../modules/stock/alertas.queries";
import { DEMO_CNPJ, DEMO_ESTABELECIMENTO, DEMO_MESAS, DEMO_PRODUTOS } from "./demo-data";

export const DEMO_EMAIL = "demo@balcao.app";
export const DEMO_PASSWORD = "balcao123";
const DEMO_PLANO_ID = "plano-mensal-balcao";

/**
 * Creates the demo account: monthly plan, already paid (active, no trial, no forced password change),
 * with a bar's products and tables. The account is created through the same service as a sign-up, so
 * the demo exercises the real code; the plan status and the data follow in one transaction.
 */
export async function seedDemo(db: Database, options: { now?: Date } = {}): Promise<{ usuarioId: string }> {
  const now = options.now ?? new Date();
  // Profile, trial subscription and settings, exactly as a sign-up on the monthly plan makes them. The
  // one exception is the password: the README publishes it, so the product's password rule (decision
  // 092) could protect nothing here, and the demo keeps the short password people already know.
  const dados = CadastroInput.omit({ password: true }).parse({
    email: DEMO_EMAIL,
    nomeEstabelecimento: DEMO_ESTABELECIMENTO,
    cnpjCpf: DEMO_CNPJ,
    planoId: DEMO_PLANO_ID,
  });
  const { usuarioId } = await cadastrarConta(
    db,
    { ...dados, password: DEMO_PASSWORD },
    { primeiroAcesso: false, now },
  );
  try {
    await activateAndFill(db, usuarioId, now);
    return { usuarioId };
  } catch (error) {
    // Without its data the demo is useless, and a non-empty database is never seeded again.
    await deleteDemo(db);
    throw error;
  }
}

/** The first month paid: the trial becomes an active subscription; then the bar's products and tables. */
function activateAndFill(db: Database, usuarioId: string, now: Date): Promise<void> {
  return db.transaction(async (tx) => {
    const [plano] = await tx.select().from(planos).where(eq(planos.id, DEMO_PLANO_ID));
    if (!plano) throw new Error(`Plano ${DEMO_PLANO_ID} não encontrado: as migrações foram aplicadas?`);
    const vencimento = addMonths(now, plano.duracao_meses);

    await tx
      .update(usuarios)
      .set({
        status_assinatura: "ativa",
        em_periodo_teste: false,
        data_inicio_teste: null,
        data_fim_teste: null,
        data_assinatura: now,
        data_vencimento: vencimento,
        updated_at: now,
      })
      .where(eq(usuarios.id, usuarioId));
    const ativadas = await tx
      .update(assinaturas)
      .set({ status: "ativa", data_inicio: now, data_vencimento: vencimento, updated_at: now })
      .where(eq(assinaturas.usuario_id, usuarioId))
      .returning({ id: assinaturas.id });
    if (ativadas.length !== 1)
      throw new Error(`Esperava 1 assinatura da conta demo, encontrei ${ativadas.length}.`);

    await tx.insert(produtos).values(DEMO_PRODUTOS.map((p) => ({ ...p, usuario_id: usuarioId })));
    await sincronizarAlertas(tx, { usuarioId, produtoIds: null, now });
    await tx.insert(mesas).values(DEMO_MESAS.map((m) => ({ ...m, usuario_id: usuarioId })));
  });
}

/** Removes the demo account and, through the foreign keys' cascades, every row it owns. */
export async function deleteDemo(db: Database): Promise<boolean> {
  const removed = await db
    .delete(authUsers)
    .where(eq(authUsers.email, DEMO_EMAIL))
    .returning({ id: authUsers.id });
  return removed.length > 0;
}
