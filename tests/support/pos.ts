/**
 * Point-of-sale helpers for API tests: a sale body with a fresh idempotency key, row readers, and a
 * seeded PRNG for property tests (a failing seed reproduces).
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import {
  comandas,
  configuracoes,
  itensVenda,
  mesas,
  movimentacoes,
  pagamentos,
  produtos,
  vendas,
} from "@/server/db/schema";
import {
  FecharComandaInput,
  type ItemComandaInput,
  type ItensComandaInput,
  type VendaInput,
} from "@/shared/pos/schemas";
import type { Device } from "./app";

export function vendaInput(
  itens: { produto_id: string; quantidade: number | string }[],
  overrides: Partial<VendaInput> = {},
): VendaInput {
  return { itens, chave_idempotencia: randomUUID(), ...overrides };
}

/**
 * An order sent to a tab (POST /api/comandas/:id/itens) with a fresh idempotency key. The lines are
 * loosely typed on purpose: tests send wrong values to see them refused.
 */
export function pedidoInput(
  itens: { [K in keyof ItemComandaInput]?: unknown }[] & Record<string, unknown>[],
  overrides: Partial<ItensComandaInput> = {},
): ItensComandaInput {
  return { itens, chave_idempotencia: randomUUID(), ...overrides } as ItensComandaInput;
}

/** mulberry32: small, fast, good enough to pick carts. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}

export async function estoqueDe(db: Database, produtoId: string): Promise<number> {
  const [row] = await db
    .select({ estoque: produtos.estoque_atual })
    .from(produtos)
    .where(eq(produtos.id, produtoId));
  return row!.estoque;
}

export function vendasDaConta(db: Database, usuarioId: string) {
  return db.select().from(vendas).where(eq(vendas.usuario_id, usuarioId)).orderBy(asc(vendas.numero_venda));
}

export function itensDaVenda(db: Database, vendaId: string) {
  return db.select().from(itensVenda).where(eq(itensVenda.venda_id, vendaId)).orderBy(asc(itensVenda.ordem));
}

export function movimentosDoProduto(db: Database, produtoId: string) {
  return db.select().from(movimentacoes).where(eq(movimentacoes.produto_id, produtoId));
}

export function movimentosDaConta(db: Database, usuarioId: string) {
  return db.select().from(movimentacoes).where(eq(movimentacoes.usuario_id, usuarioId));
}

export async function mesaNoBanco(db: Database, id: string) {
  const [row] = await db.select().from(mesas).where(eq(mesas.id, id));
  return row!;
}

export async function comandaNoBanco(db: Database, id: string) {
  const [row] = await db.select().from(comandas).where(eq(comandas.id, id));
  return row!;
}

export function comandasDaConta(db: Database, usuarioId: string, status?: "aberta" | "fechada") {
  return db
    .select()
    .from(comandas)
    .where(and(eq(comandas.usuario_id, usuarioId), status ? eq(comandas.status, status) : undefined));
}

/**
 * Closes a tab the way the till does: at the version it shows now (decision 132) and with a fresh
 * idempotency key, so a test that is not about a stale view or a retry does not have to carry them.
 */
export async function fecharPelaApi(device: Device, id: string, body: unknown = {}) {
  const atual = (await (await device.get(`/api/comandas/${id}`)).json()) as { comanda?: { versao: number } };
  return device.post(`/api/comandas/${id}/fechar`, {
    // Another account's or an unknown tab has no version to read: 0, and the close answers 404.
    versao: atual.comanda?.versao ?? 0,
    chave_idempotencia: randomUUID(),
    ...(body as object),
  });
}

/** The validated close of a tab at its current version, for tests that call the service. */
export async function dadosFechamento(db: Database, id: string, body: Partial<FecharComandaInput> = {}) {
  const { versao } = await comandaNoBanco(db, id);
  return FecharComandaInput.parse({ versao, chave_idempotencia: randomUUID(), ...body });
}

/**
 * One payment of a tab (POST /api/comandas/:id/pagamentos) the way the till sends it: at the version the
 * tab has now and with a fresh idempotency key, unless the body says otherwise (decision 152).
 */
export async function pagarPelaApi(device: Device, id: string, body: Record<string, unknown>) {
  const atual = (await (await device.get(`/api/comandas/${id}`)).json()) as { comanda?: { versao: number } };
  return device.post(`/api/comandas/${id}/pagamentos`, {
    versao: atual.comanda?.versao ?? 0,
    chave_idempotencia: randomUUID(),
    ...body,
  });
}

/** The bill's adjustments (POST /api/comandas/:id/conta) at the tab's current version. */
export async function ajustarContaPelaApi(device: Device, id: string, body: Record<string, unknown>) {
  const atual = (await (await device.get(`/api/comandas/${id}`)).json()) as { comanda?: { versao: number } };
  return device.post(`/api/comandas/${id}/conta`, { versao: atual.comanda?.versao ?? 0, ...body });
}

/** The settings' service charge and couvert, as the owner would save them in Configurações. */
export async function definirTaxas(
  db: Database,
  usuarioId: string,
  taxas: Partial<
    Pick<
      typeof configuracoes.$inferInsert,
      | "taxa_servico_ativa"
      | "taxa_servico_percentual"
      | "taxa_servico_venda_direta"
      | "couvert_ativo"
      | "couvert_por_pessoa"
    >
  >,
) {
  await db.update(configuracoes).set(taxas).where(eq(configuracoes.usuario_id, usuarioId));
}

export function pagamentosNoBanco(db: Database, origem: { comandaId: string } | { vendaId: string }) {
  return db
    .select()
    .from(pagamentos)
    .where(
      "comandaId" in origem
        ? eq(pagamentos.comanda_id, origem.comandaId)
        : eq(pagamentos.venda_id, origem.vendaId),
    )
    .orderBy(asc(pagamentos.ordem), asc(pagamentos.created_at));
}
