import { and, eq, gte, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { ProdutoDados, ProdutoUpdateDados } from "@/shared/catalog/schemas";
import type { DbOrTx } from "../../db/client";
import { catalogos, movimentacoes, produtos } from "../../db/schema";

/**
 * Per product, the units sold without stock since its last entry (decision 013): the shortfalls of its
 * exit movements that no entry has followed yet. Both lookups use partial indexes (the few exits with a
 * shortfall, the entries), so the cost follows the shortfalls, not the catalogue or the history.
 * `produtoId` narrows it to one product for a correlated use.
 */
function faltasDesdeUltimaEntrada(usuarioId: string, produtoId?: SQL) {
  return sql`(
    select f.produto_id, sum(f.quantidade_sem_estoque) as unidades
    from ${movimentacoes} f
    where f.usuario_id = ${usuarioId} and f.quantidade_sem_estoque > 0
      ${produtoId ? sql`and f.produto_id = ${produtoId}` : sql``}
      and not exists (
        select 1 from ${movimentacoes} e
        where e.usuario_id = f.usuario_id and e.produto_id = f.produto_id
          and e.tipo = 'entrada' and e.data_movimentacao >= f.data_movimentacao
      )
    group by f.produto_id
  )`;
}

/** The columns the API shows: everything but the tenant id and the soft-delete flag. */
const colunas = {
  id: produtos.id,
  nome: produtos.nome,
  marca: produtos.marca,
  volume: produtos.volume,
  categoria: produtos.categoria,
  preco_compra: produtos.preco_compra,
  preco_venda: produtos.preco_venda,
  estoque_atual: produtos.estoque_atual,
  estoque_minimo: produtos.estoque_minimo,
  codigo_barras: produtos.codigo_barras,
  fornecedor: produtos.fornecedor,
  descricao: produtos.descricao,
  imagem_url: produtos.imagem_url,
  data_validade: produtos.data_validade,
  created_at: produtos.created_at,
  updated_at: produtos.updated_at,
};

/**
 * The reads join the account's shortfalls once (a hash join over a few rows for the 5,000-product list,
 * rather than one subquery per product).
 */
const colunasComFaltas = {
  ...colunas,
  vendido_sem_estoque: sql<number>`coalesce(faltas.unidades, 0)`.mapWith(Number),
};

function selecionarProdutos(db: DbOrTx, usuarioId: string) {
  return db
    .select(colunasComFaltas)
    .from(produtos)
    .leftJoin(sql`${faltasDesdeUltimaEntrada(usuarioId)} faltas`, sql`faltas.produto_id = ${produtos.id}`);
}

const daConta = (usuarioId: string) => and(eq(produtos.usuario_id, usuarioId), eq(produtos.ativo, true));

/**
 * Active products of the account by name. The database's collation differs between PGlite and
 * PostgreSQL installs, so the service re-sorts the pt-BR way; this order (from the index) only makes
 * that sort nearly free.
 */
export async function listarProdutosAtivos(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  return selecionarProdutos(db, usuarioId).where(daConta(usuarioId)).orderBy(produtos.nome);
}

export type ProdutoRow = Awaited<ReturnType<typeof listarProdutosAtivos>>[number];

/**
 * Where the reader's snapshot stands (decision 144), to be the first statement of a repeatable-read
 * transaction so that it and the reads after it see the same commits. `versao`: every transaction
 * before it had ended, so every product row it wrote is visible now — what a client is up to after
 * reading in this snapshot. `limite`: the next transaction id; no version a client holds from this
 * database is beyond it. `recarregar_ate`: the account's last restore.
 */
export async function obterInstanteDoCatalogo(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const result = await db.execute<{ versao: string; limite: string; recarregar_ate: string | null }>(sql`
    select pg_snapshot_xmin(pg_current_snapshot())::text as versao,
      pg_snapshot_xmax(pg_current_snapshot())::text as limite,
      (select ${catalogos.recarregar_ate} from ${catalogos} where ${catalogos.usuario_id} = ${usuarioId})::text
        as recarregar_ate
  `);
  const row = result.rows[0]!;
  return {
    versao: Number(row.versao),
    limite: Number(row.limite),
    recarregarAte: row.recarregar_ate === null ? null : Number(row.recarregar_ate),
  };
}

/**
 * The account's products written by a transaction from `desde` on, active or not (a deleted one is a
 * change the client must drop: `ativo` false). The (usuario_id, versao) index keeps it to those rows.
 */
export async function listarProdutosDesde(
  db: DbOrTx,
  { usuarioId, desde }: { usuarioId: string; desde: number },
) {
  return db
    .select({ ...colunasComFaltas, ativo: produtos.ativo })
    .from(produtos)
    .leftJoin(sql`${faltasDesdeUltimaEntrada(usuarioId)} faltas`, sql`faltas.produto_id = ${produtos.id}`)
    .where(and(eq(produtos.usuario_id, usuarioId), gte(produtos.versao, desde)))
    .orderBy(produtos.nome);
}

/**
 * A restore replaced the catalogue in this transaction: a client whose version is not past it reloads
 * everything, since the rows the restore removed are gone and cannot be sent as changes.
 */
export async function marcarRecargaDoCatalogo(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  await db.execute(sql`
    insert into ${catalogos} (usuario_id, recarregar_ate)
    values (${usuarioId}, pg_current_xact_id()::text::bigint)
    on conflict (usuario_id) do update set recarregar_ate = excluded.recarregar_ate
  `);
}

export async function obterProdutoAtivo(db: DbOrTx, { id, usuarioId }: { id: string; usuarioId: string }) {
  const [row] = await selecionarProdutos(db, usuarioId).where(and(eq(produtos.id, id), daConta(usuarioId)));
  return row ?? null;
}

export async function buscarProdutoAtivoPorCodigo(
  db: DbOrTx,
  { codigo, usuarioId }: { codigo: string; usuarioId: string },
) {
  // At most one: the partial unique index keeps barcodes unique among active products.
  const [row] = await selecionarProdutos(db, usuarioId).where(
    and(eq(produtos.codigo_barras, codigo), daConta(usuarioId)),
  );
  return row ?? null;
}

export async function inserirProdutos(
  db: DbOrTx,
  { usuarioId, lista, now }: { usuarioId: string; lista: ProdutoDados[]; now: Date },
) {
  const rows: ProdutoRow[] = [];
  // 13 columns a row: 500 rows stay far below PostgreSQL's 65,535 parameters per statement.
  for (let i = 0; i < lista.length; i += 500) {
    const lote = lista.slice(i, i + 500).map((dados) => ({
      ...dados,
      usuario_id: usuarioId,
      ativo: true,
      created_at: now,
      updated_at: now,
    }));
    // A new product has no movements, so nothing sold without stock.
    const novos = { ...colunas, vendido_sem_estoque: sql<number>`0`.mapWith(Number) };
    rows.push(...(await db.insert(produtos).values(lote).returning(novos)));
  }
  return rows;
}

export async function editarProduto(
  db: DbOrTx,
  { id, usuarioId, dados, now }: { id: string; usuarioId: string; dados: ProdutoUpdateDados; now: Date },
) {
  // estoque_atual is not in ProdutoUpdateDados' values: only movements change it.
  const { estoque_atual: _, ...campos } = dados;
  const [row] = await db
    .update(produtos)
    .set({ ...campos, updated_at: now })
    .where(and(eq(produtos.id, id), daConta(usuarioId)))
    .returning({
      ...colunas,
      vendido_sem_estoque: sql<number>`coalesce((
        select unidades from ${faltasDesdeUltimaEntrada(usuarioId, sql`${produtos}.id`)} faltas
      ), 0)`.mapWith(Number),
    });
  return row ?? null;
}

/** Soft delete; false when there was no active product of the account with that id. */
export async function excluirProduto(
  db: DbOrTx,
  { id, usuarioId, now }: { id: string; usuarioId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(produtos)
    .set({ ativo: false, updated_at: now })
    .where(and(eq(produtos.id, id), daConta(usuarioId)))
    .returning({ id: produtos.id });
  return rows.length > 0;
}

/**
 * The Estoque cards in one pass. The status conditions are statusEstoque() of
 * src/shared/catalog/estoque-status.ts in SQL: Crítico when 2 × atual < mínimo, Baixo when not critical but
 * atual < mínimo.
 */
export async function obterResumoEstoque(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  const [row] = await db
    .select({
      total_produtos: sql<number>`count(*)::int`,
      estoque_critico: sql<number>`count(*) filter (where 2 * ${produtos.estoque_atual} < ${produtos.estoque_minimo})::int`,
      estoque_baixo: sql<number>`count(*) filter (where 2 * ${produtos.estoque_atual} >= ${produtos.estoque_minimo} and ${produtos.estoque_atual} < ${produtos.estoque_minimo})::int`,
      valor_total_custo: sql<string>`coalesce(sum(${produtos.estoque_atual} * ${produtos.preco_compra}), 0)::text`,
      valor_total_venda: sql<string>`coalesce(sum(${produtos.estoque_atual} * ${produtos.preco_venda}), 0)::text`,
    })
    .from(produtos)
    .where(daConta(usuarioId));
  return row!;
}

/** Which of these barcodes active products of the account already use. */
export async function listarCodigosEmUso(
  db: DbOrTx,
  { usuarioId, codigos }: { usuarioId: string; codigos: string[] },
): Promise<Set<string>> {
  if (codigos.length === 0) return new Set();
  const rows = await db
    .select({ codigo: produtos.codigo_barras })
    .from(produtos)
    .where(
      and(daConta(usuarioId), isNotNull(produtos.codigo_barras), inArray(produtos.codigo_barras, codigos)),
    );
  return new Set(rows.map((r) => r.codigo!));
}

/** nome, marca and volume of the active products, to warn about likely duplicates in an import. */
export async function listarIdentidadesProdutos(db: DbOrTx, { usuarioId }: { usuarioId: string }) {
  return db
    .select({ nome: produtos.nome, marca: produtos.marca, volume: produtos.volume })
    .from(produtos)
    .where(daConta(usuarioId));
}
