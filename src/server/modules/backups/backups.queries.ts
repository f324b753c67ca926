import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { backups, configuracoes, usuarios } from "../../db/schema";
import type { Linha } from "./backups.arquivo";
import type { TabelaDaConta } from "./backups.tabelas";

const col = (nome: string) => sql.identifier(nome);

/**
 * Every row of the account in the given tables, each value as PostgreSQL's text for it (json columns as
 * JSON): exact to the microsecond and to the numeric's scale, on PGlite and PostgreSQL alike. One
 * statement, so one snapshot: a sale committed meanwhile is either wholly in the file or not at all.
 */
export async function obterLinhasDaConta(
  db: DbOrTx,
  { tabelas, usuarioId }: { tabelas: readonly TabelaDaConta[]; usuarioId: string },
): Promise<Record<string, Linha[]>> {
  const porTabela = tabelas.map((tabela) => {
    const colunas = sql.join(
      tabela.colunas.map((c) => (tabela.colunasJson.has(c) ? col(c) : sql`${col(c)}::text as ${col(c)}`)),
      sql`, `,
    );
    return sql`${tabela.nome}::text, (select coalesce(json_agg(r), '[]') from (
      select ${colunas} from ${col(tabela.nome)} where ${col(tabela.colunaDono)} = ${usuarioId}) r)`;
  });
  const { rows } = await db.execute<{ tabelas: string }>(
    sql`select json_build_object(${sql.join(porTabela, sql`, `)})::text as tabelas`,
  );
  return JSON.parse(rows[0]!.tabelas) as Record<string, Linha[]>;
}

export async function excluirLinhas(
  db: DbOrTx,
  { tabela, usuarioId }: { tabela: TabelaDaConta; usuarioId: string },
): Promise<void> {
  await db.execute(sql`delete from ${col(tabela.nome)} where usuario_id = ${usuarioId}`);
}

/** Rows per statement: one JSON parameter each, so a year of sales is a few dozen statements. */
const LOTE = 2000;

/**
 * Inserts rows read from a file, owned by `usuarioId` whatever the file says. Text goes through each
 * column's own input function (json_populate_recordset), so a bad value is PostgreSQL's data error,
 * never a silently different value. Columns the rows lack take their defaults.
 */
export async function inserirLinhas(
  db: DbOrTx,
  { tabela, usuarioId, linhas }: { tabela: TabelaDaConta; usuarioId: string; linhas: Linha[] },
): Promise<void> {
  if (linhas.length === 0) return;
  const presentes = new Set(linhas.flatMap((l) => Object.keys(l)));
  const colunas = tabela.colunas.filter((c) => c !== "usuario_id" && presentes.has(c)).map(col);
  const lista = sql.join(colunas, sql`, `);
  for (let i = 0; i < linhas.length; i += LOTE) {
    const lote = JSON.stringify(linhas.slice(i, i + LOTE));
    await db.execute(
      sql`insert into ${col(tabela.nome)} (${lista}, usuario_id)
          select ${lista}, ${usuarioId} from json_populate_recordset(null::${col(tabela.nome)}, ${lote}::json)`,
    );
  }
}

/**
 * Sale and tab numbers continue after the restored ones: each counter is at least the highest number
 * among the account's rows (VEN000123 → 123), so a new sale never takes a restored number.
 */
export async function ajustarContadores(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<void> {
  await db.execute(sql`
    insert into contadores (usuario_id, nome, valor)
    select ${usuarioId}, nome, maior from (
      select 'venda' as nome, max(substring(numero_venda from '[0-9]+$')::bigint) as maior
        from vendas where usuario_id = ${usuarioId}
      union all
      select 'comanda', max(substring(numero_comanda from '[0-9]+$')::bigint)
        from comandas where usuario_id = ${usuarioId}
    ) m
    where maior is not null
    on conflict (usuario_id, nome) do update set valor = greatest(contadores.valor, excluded.valor)`);
}

/**
 * One restore or backup of an account at a time, and no sale, tab or movement of it in between. The row
 * locks are taken in the order the other writers take theirs — a tab before its products (closing), a
 * sale before its products (cancelling, decision 133), a tab or a sale before the caixas and the caixas
 * before the products (a payment, a refund: decisions 161 and 163),
 * products before tables (closing) and before the counters (sales), tables before the counters
 * (opening a tab), each kind by id as sales do — so that a restore waits for them, or they for it,
 * and never both for each other.
 */
export async function travarConta(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<void> {
  await travarBackups(db, { usuarioId });
  for (const tabela of ["comandas", "vendas", "caixas", "produtos", "mesas"]) {
    await db.execute(
      sql`select 1 from ${col(tabela)} where usuario_id = ${usuarioId} order by id for update`,
    );
  }
  await db.execute(sql`select 1 from contadores where usuario_id = ${usuarioId} order by nome for update`);
}

/** One backup or restore of an account at a time (a backup reads in one statement: it needs no row lock). */
export async function travarBackups(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`balcao:backup:${usuarioId}`}))`);
}

/** Whether the account has any row in the given tables (settings and counters aside). */
export async function temDados(
  db: DbOrTx,
  { tabelas, usuarioId }: { tabelas: readonly TabelaDaConta[]; usuarioId: string },
): Promise<boolean> {
  const existe = sql.join(
    tabelas.map((t) => sql`exists (select 1 from ${col(t.nome)} where usuario_id = ${usuarioId})`),
    sql` or `,
  );
  const { rows } = await db.execute<{ tem: boolean }>(sql`select (${existe}) as tem`);
  return rows[0]!.tem;
}

export async function obterNomeEstabelecimento(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select({
      nome: sql<string>`coalesce(${configuracoes.nome_estabelecimento}, ${usuarios.nome_estabelecimento})`,
    })
    .from(usuarios)
    .leftJoin(configuracoes, eq(configuracoes.usuario_id, usuarios.id))
    .where(eq(usuarios.id, usuarioId));
  return row?.nome ?? "";
}

/** The newest stored backup's time: what "Último backup" says after a restore. */
export async function obterDataUltimoBackup(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select({ quando: sql<Date | null>`max(${backups.created_at})`.mapWith(backups.created_at) })
    .from(backups)
    .where(eq(backups.usuario_id, usuarioId));
  return row?.quando ?? null;
}

export async function atualizarUltimoBackup(
  db: DbOrTx,
  { usuarioId, quando }: { usuarioId: string; quando: Date | null },
): Promise<void> {
  await db
    .update(configuracoes)
    .set({ ultimo_backup: quando })
    .where(eq(configuracoes.usuario_id, usuarioId));
}

const colunasLista = {
  id: backups.id,
  tipo: backups.tipo,
  tamanho_bytes: backups.tamanho_bytes,
  versao_schema: backups.versao_schema,
  created_at: backups.created_at,
};

export type BackupRow = {
  id: string;
  tipo: "manual" | "automatico";
  tamanho_bytes: number;
  versao_schema: string;
  created_at: Date;
};

export async function inserirBackup(db: DbOrTx, dados: typeof backups.$inferInsert): Promise<BackupRow> {
  const [row] = await db.insert(backups).values(dados).returning(colunasLista);
  return row!;
}

export async function listarBackups(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<BackupRow[]> {
  return db
    .select(colunasLista)
    .from(backups)
    .where(eq(backups.usuario_id, usuarioId))
    .orderBy(desc(backups.created_at), desc(backups.id));
}

export async function obterBackup(db: DbOrTx, { id, usuarioId }: { id: string; usuarioId: string }) {
  const [row] = await db
    .select({ ...colunasLista, arquivo: backups.arquivo })
    .from(backups)
    .where(and(eq(backups.id, id), eq(backups.usuario_id, usuarioId)));
  return row;
}

export async function excluirBackups(db: DbOrTx, { ids, usuarioId }: { ids: string[]; usuarioId: string }) {
  if (ids.length === 0) return;
  await db.delete(backups).where(and(eq(backups.usuario_id, usuarioId), inArray(backups.id, ids)));
}

/** Accounts whose automatic backup is on; on by default when the settings row does not exist yet (§9). */
export async function listarContasComBackupAutomatico(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: usuarios.id })
    .from(usuarios)
    .leftJoin(configuracoes, eq(configuracoes.usuario_id, usuarios.id))
    .where(sql`coalesce(${configuracoes.backup_automatico}, true)`)
    .orderBy(usuarios.id);
  return rows.map((r) => r.id);
}
