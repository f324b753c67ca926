import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { alertasEstoque, configuracoes, produtos, usuarios } from "../../db/schema";

/**
 * The critical threshold when the account has no settings row yet (spec §9); the SQL function
 * `balcao_sincronizar_alertas` (migration 0018_acoes_em_uma_ida) uses the same 5.
 */
export const ALERTA_CRITICO_PADRAO = 5;

/**
 * Brings the open alerts of the given products in line with their stock, in one statement, inside the
 * transaction of the sale, tab close or movement that changed it (decision 113). The products' rows are
 * already locked by that change, so no other transaction moves them until this one commits. The rule is
 * the SQL function `balcao_sincronizar_alertas`, which the movement's own function calls too:
 *
 * Level: none above the minimum; `critico` at or below the account's critical threshold; `baixo` between.
 * - at or below the minimum with no open alert → a new alert (a crossing);
 * - an open `baixo` reaching the threshold → the same alert becomes `critico` and is due for the next
 *   digest again; a `critico` back above the threshold stays open as `baixo`;
 * - above the minimum (or deleted) → the open alert is resolved. More sales while low change nothing.
 * `produtoIds` null: every product of the account (the demo seed).
 */
export async function sincronizarAlertas(
  db: DbOrTx,
  { usuarioId, produtoIds, now }: { usuarioId: string; produtoIds: string[] | null; now: Date },
) {
  if (produtoIds?.length === 0) return;
  const ids = produtoIds
    ? sql`array[${sql.join(
        produtoIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`
    : sql`null::uuid[]`;
  await db.execute(
    sql`select balcao_sincronizar_alertas(${usuarioId}::text, ${ids}, ${now.toISOString()}::timestamptz)`,
  );
}

/** The account's open alerts of active products, critical first, then by name. */
export async function listarAlertasAbertos(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const { rows } = await db.execute<{
    produto_id: string;
    nome: string;
    marca: string | null;
    estoque_atual: number;
    estoque_minimo: number;
    nivel: "baixo" | "critico";
    criado_em: string;
  }>(sql`
    select a.produto_id, p.nome, p.marca, p.estoque_atual, p.estoque_minimo, a.nivel, a.criado_em
    from ${alertasEstoque} a join ${produtos} p on p.id = a.produto_id and p.usuario_id = a.usuario_id
    where a.usuario_id = ${usuarioId} and a.resolvido_em is null and p.ativo
    order by a.nivel = 'critico' desc, p.nome, p.id
  `);
  return rows;
}

/** Active products whose expiry date is between today and `dias` days from today (São Paulo). */
export async function listarProdutosVencendo(
  db: DbOrTx,
  { usuarioId, now, dias }: { usuarioId: string; now: Date; dias: number },
) {
  const hoje = sql`(${now.toISOString()}::timestamptz at time zone 'America/Sao_Paulo')::date`;
  const { rows } = await db.execute<{
    produto_id: string;
    nome: string;
    marca: string | null;
    data_validade: string;
    dias: number;
  }>(sql`
    select p.id as produto_id, p.nome, p.marca, p.data_validade::text as data_validade,
      (p.data_validade - ${hoje})::int as dias
    from ${produtos} p
    where p.usuario_id = ${usuarioId} and p.ativo
      and p.data_validade between ${hoje} and ${hoje} + ${dias}::int
    order by p.data_validade, p.nome, p.id
  `);
  return rows;
}

/**
 * The digest's batch, for every account at once: marks as notified the open alerts not yet in a digest
 * of the accounts whose two toggles are on (both default on when the settings row is absent), and
 * answers them with the product and where to send them. One statement, inside the job's transaction.
 */
export async function marcarAlertasNotificados(db: DbOrTx, { agora }: { agora: Date }) {
  const { rows } = await db.execute<{
    usuario_id: string;
    email: string;
    nome_estabelecimento: string | null;
    nivel: "baixo" | "critico";
    nome: string;
    marca: string | null;
    estoque_atual: number;
    estoque_minimo: number;
  }>(sql`
    with marcados as (
      update ${alertasEstoque} a set notificado_em = ${agora.toISOString()}::timestamptz
      from ${produtos} p
      where p.id = a.produto_id and p.ativo
        and a.resolvido_em is null and a.notificado_em is null
        and not exists (
          select 1 from ${configuracoes} c
          where c.usuario_id = a.usuario_id and not (c.notificacao_estoque_baixo and c.notificacao_email)
        )
      returning a.usuario_id, a.nivel, p.nome, p.marca, p.estoque_atual, p.estoque_minimo
    )
    select m.*, coalesce(nullif(c.email_contato, ''), u.email) as email,
      coalesce(c.nome_estabelecimento, u.nome_estabelecimento) as nome_estabelecimento
    from marcados m
    join ${usuarios} u on u.id = m.usuario_id
    left join ${configuracoes} c on c.usuario_id = m.usuario_id
    order by m.usuario_id, m.nivel = 'critico' desc, m.nome
  `);
  return rows;
}
