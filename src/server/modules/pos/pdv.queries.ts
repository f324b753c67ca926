import { eq, sql } from "drizzle-orm";
import type { TipoChavePix } from "@/shared/pix/recebedor";
import type { DbOrTx } from "../../db/client";
import { contadores, vendasDiariasPagamento } from "../../db/schema";

/**
 * The next number of the account's sequence ('venda' → VEN000001, 'comanda' → CMD000001). One statement,
 * in the caller's transaction: the row lock makes concurrent sales of one account take turns, and a
 * rolled-back sale gives its number back (decision 030).
 */
export async function proximoNumero(
  db: DbOrTx,
  { usuarioId, nome }: { usuarioId: string; nome: "venda" | "comanda" },
): Promise<number> {
  const [row] = await db
    .insert(contadores)
    .values({ usuario_id: usuarioId, nome, valor: 1 })
    .onConflictDoUpdate({
      target: [contadores.usuario_id, contadores.nome],
      set: { valor: sql`${contadores.valor} + 1` },
    })
    .returning({ valor: contadores.valor });
  return row!.valor;
}

/**
 * What a receipt and a bill print and charge from the account's settings: the settings', else the
 * profile's names (an account whose settings row is not created yet). Read by the SQL function
 * `balcao_dados_conta` (migration 0027), which the direct sale calls as well.
 */
export interface DadosConta {
  nome_estabelecimento: string | null;
  cnpj_cpf: string | null;
  telefone: string | null;
  endereco: string | null;
  pix_tipo_chave: TipoChavePix | null;
  pix_chave: string | null;
  pix_nome_recebedor: string | null;
  pix_cidade: string | null;
  taxa_servico_ativa: boolean | null;
  taxa_servico_percentual: string | null;
  taxa_servico_venda_direta: boolean | null;
  couvert_ativo: boolean | null;
  couvert_por_pessoa: string | null;
}

export const CONTA_VAZIA: DadosConta = {
  nome_estabelecimento: null,
  cnpj_cpf: null,
  telefone: null,
  endereco: null,
  pix_tipo_chave: null,
  pix_chave: null,
  pix_nome_recebedor: null,
  pix_cidade: null,
  taxa_servico_ativa: null,
  taxa_servico_percentual: null,
  taxa_servico_venda_direta: null,
  couvert_ativo: null,
  couvert_por_pessoa: null,
};

export async function obterDadosConta(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const { rows } = await db.execute<{ conta: DadosConta | null }>(
    sql`select balcao_dados_conta(${usuarioId}::text) as conta`,
  );
  return rows[0]?.conta ?? CONTA_VAZIA;
}

/**
 * The four PDV cards over vendas and closed comandas (decision 031); cancelled ones count for nothing
 * (decision 133). "Hoje" is the calendar day of `now` in America/Sao_Paulo; `now` is a parameter so
 * tests can stand at any moment. Read from the daily summary per payment method (decision 156): the
 * account's whole history is a few rows a day, not every sale it ever made.
 */
export async function obterResumoPdv(db: DbOrTx, { usuarioId, now }: { usuarioId: string; now: Date }) {
  const s = vendasDiariasPagamento;
  const hoje = sql`${s.dia} = (${now.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date`;
  const [row] = await db
    .select({
      vendas_hoje: sql<number>`coalesce(sum(${s.vendas}) filter (where ${hoje}), 0)::int`,
      receita_hoje: sql<string>`coalesce(sum(${s.receita}) filter (where ${hoje}), 0)::text`,
      total_vendas: sql<number>`coalesce(sum(${s.vendas}), 0)::int`,
      receita_total: sql<string>`coalesce(sum(${s.receita}), 0)::text`,
    })
    .from(s)
    .where(eq(s.usuario_id, usuarioId));
  return row!;
}
