import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { CadastroInput } from "@/shared/accounts/schemas";
import { addMonths } from "@/shared/billing/assinatura";
import { VendaInput } from "@/shared/pos/schemas";
import type { Database } from "../db/client";
import { assinaturas, authUsers, mesas, planos, produtos, usuarios } from "../db/schema";
import { cadastrarConta } from "../modules/accounts/accounts.service";
import { registrarVenda } from "../modules/pos/vendas.service";
import { sincronizarAlertas } from "../modules/stock/alertas.queries";
import { DEMO_CNPJ, DEMO_ESTABELECIMENTO, DEMO_MESAS, DEMO_PRODUTOS } from "./demo-data";
import { planejarHistorico, unidadesVendidas, type VendaPlanejada } from "./historico-demo";

export const DEMO_EMAIL = "demo@balcao.app";
export const DEMO_PASSWORD = "balcao123";
const DEMO_PLANO_ID = "plano-mensal-balcao";

/**
 * Creates the demo account: monthly plan, already paid (active, no trial, no forced password change),
 * with a bar's products and tables and its last month of sales. The account is created through the same
 * service as a sign-up, and the sales through the PDV's, so the demo exercises the real code; the plan
 * status and the data follow in one transaction, then the sales, oldest first.
 */
export async function seedDemo(
  db: Database,
  options: {
    now?: Date;
    /** false: products and tables only, no sales (for tests whose figures must be their own). */
    historico?: boolean;
  } = {},
): Promise<{ usuarioId: string }> {
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
    const historico = options.historico === false ? [] : planejarHistorico(DEMO_PRODUTOS, now);
    await activateAndFill(db, usuarioId, now, unidadesVendidas(historico));
    await registrarHistorico(db, usuarioId, historico);
    return { usuarioId };
  } catch (error) {
    // Without its data the demo is useless, and a non-empty database is never seeded again.
    await deleteDemo(db);
    throw error;
  }
}

/**
 * The first month paid: the trial becomes an active subscription; then the bar's products and tables.
 * Each product starts with what the history will sell on top of its price-list stock, so the stock the
 * sales leave is the price list's.
 */
function activateAndFill(
  db: Database,
  usuarioId: string,
  now: Date,
  vendidas: Map<string, number>,
): Promise<void> {
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

    await tx.insert(produtos).values(
      DEMO_PRODUTOS.map((p) => ({
        ...p,
        estoque_atual: p.estoque_atual! + (vendidas.get(p.nome) ?? 0),
        usuario_id: usuarioId,
      })),
    );
    await sincronizarAlertas(tx, { usuarioId, produtoIds: null, now });
    await tx.insert(mesas).values(DEMO_MESAS.map((m) => ({ ...m, usuario_id: usuarioId })));
  });
}

/** The planned sales, each through the PDV's sale at its own moment, by the owner. */
async function registrarHistorico(db: Database, usuarioId: string, historico: VendaPlanejada[]) {
  const ids = new Map(
    (
      await db
        .select({ id: produtos.id, nome: produtos.nome })
        .from(produtos)
        .where(eq(produtos.usuario_id, usuarioId))
    ).map((p) => [p.nome, p.id]),
  );
  const autor = { id: usuarioId, nome: DEMO_ESTABELECIMENTO };
  for (const venda of historico) {
    const dados = VendaInput.parse({
      itens: venda.itens.map(({ nome, quantidade }) => ({ produto_id: ids.get(nome), quantidade })),
      forma_pagamento: venda.forma_pagamento,
      chave_idempotencia: randomUUID(),
    });
    await registrarVenda(db, { usuarioId, autor, dados, now: venda.quando });
  }
}

/** Removes the demo account and, through the foreign keys' cascades, every row it owns. */
export async function deleteDemo(db: Database): Promise<boolean> {
  const removed = await db
    .delete(authUsers)
    .where(eq(authUsers.email, DEMO_EMAIL))
    .returning({ id: authUsers.id });
  return removed.length > 0;
}
