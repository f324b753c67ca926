import { compararProdutos } from "@/shared/catalog/ordem";
import type {
  Catalogo,
  EstoqueAtualizado,
  Produto,
  ProdutoDados,
  ProdutoUpdateDados,
  ResumoEstoque,
} from "@/shared/catalog/schemas";
import { fromCentavos, toCentavos } from "@/shared/money";
import type { Database, DbOrTx } from "../../db/client";
import { isUniqueViolation } from "../../lib/db-errors";
import { publicarEvento } from "../../lib/events";
import { sincronizarAlertas } from "../stock/alertas.queries";
import { CodigoBarrasDuplicado, codigoNaoEncontrado, produtoNaoEncontrado } from "./catalog.errors";
import * as q from "./catalog.queries";

/** The partial unique index (usuario_id, codigo_barras) among active products. */
export const INDICE_CODIGO_BARRAS = "produtos_usuario_codigo_barras_key";

export function toProduto(row: q.ProdutoRow): Produto {
  return { ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

export async function listarProdutos(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<Produto[]> {
  const rows = await q.listarProdutosAtivos(db, { usuarioId });
  // The same order on PGlite and PostgreSQL, whatever their collations, and the same as the web's.
  rows.sort(compararProdutos);
  return rows.map(toProduto);
}

/**
 * The catalogue, whole or since a version (decision 144), read in one snapshot so that the version
 * answered covers exactly the rows answered. Whole when there is no `desde`, when it is not past the
 * account's last restore, or when it is beyond anything this database has given out.
 */
export async function lerCatalogo(
  db: Database,
  { usuarioId, desde }: { usuarioId: string; desde?: number },
): Promise<Catalogo> {
  return db.transaction(
    async (tx) => {
      const instante = await q.obterInstanteDoCatalogo(tx, { usuarioId });
      const versao = String(instante.versao);
      const completo =
        desde === undefined ||
        desde > instante.limite ||
        (instante.recarregarAte !== null && desde <= instante.recarregarAte);
      if (completo) {
        return { versao, completo, produtos: await listarProdutos(tx, { usuarioId }), removidos: [] };
      }
      const rows = await q.listarProdutosDesde(tx, { usuarioId, desde });
      const ativos = rows.filter((r) => r.ativo).map(({ ativo: _, ...row }) => row);
      ativos.sort(compararProdutos);
      const removidos = rows.filter((r) => !r.ativo).map((r) => r.id);
      return { versao, completo, produtos: ativos.map(toProduto), removidos };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** The new stock of the products an action touched, as its answer carries it (decision 145). */
export function estoqueAtualizado(
  rows: readonly { id: string; estoque_atual: number }[],
): EstoqueAtualizado[] {
  return rows.map((r) => ({ id: r.id, estoque_atual: r.estoque_atual }));
}

export async function obterProduto(db: DbOrTx, { usuarioId, id }: { usuarioId: string; id: string }) {
  const row = await q.obterProdutoAtivo(db, { id, usuarioId });
  if (!row) throw produtoNaoEncontrado();
  return toProduto(row);
}

export async function buscarProdutoPorCodigo(
  db: DbOrTx,
  { usuarioId, codigo }: { usuarioId: string; codigo: string },
): Promise<Produto> {
  const row = await q.buscarProdutoAtivoPorCodigo(db, { codigo, usuarioId });
  if (!row) throw codigoNaoEncontrado();
  return toProduto(row);
}

/** The unique index decides between two saves of one barcode; the loser gets 409, not a 500. */
export async function comCodigoUnico<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, INDICE_CODIGO_BARRAS)) throw new CodigoBarrasDuplicado();
    throw error;
  }
}

export async function criarProduto(
  db: DbOrTx,
  { usuarioId, dados, now = new Date() }: { usuarioId: string; dados: ProdutoDados; now?: Date },
): Promise<Produto> {
  const row = await db.transaction(async (tx) => {
    const [inserido] = await comCodigoUnico(() => q.inserirProdutos(tx, { usuarioId, lista: [dados], now }));
    await sincronizarAlertas(tx, { usuarioId, produtoIds: [inserido!.id], now });
    await publicarEvento(tx, usuarioId, { tipo: "produto", id: inserido!.id });
    return inserido!;
  });
  return toProduto(row);
}

export async function editarProduto(
  db: DbOrTx,
  {
    usuarioId,
    id,
    dados,
    now = new Date(),
  }: { usuarioId: string; id: string; dados: ProdutoUpdateDados; now?: Date },
): Promise<Produto> {
  // The minimum may have moved past the stock: the alert follows in the same transaction.
  const row = await db.transaction(async (tx) => {
    const editado = await comCodigoUnico(() => q.editarProduto(tx, { id, usuarioId, dados, now }));
    if (editado) {
      await sincronizarAlertas(tx, { usuarioId, produtoIds: [id], now });
      await publicarEvento(tx, usuarioId, { tipo: "produto", id });
    }
    return editado;
  });
  if (!row) throw produtoNaoEncontrado();
  return toProduto(row);
}

/** Soft delete: the row and its movements stay; the product leaves every list and lookup. */
export async function excluirProduto(
  db: DbOrTx,
  { usuarioId, id, now = new Date() }: { usuarioId: string; id: string; now?: Date },
): Promise<void> {
  const ok = await db.transaction(async (tx) => {
    const excluido = await q.excluirProduto(tx, { id, usuarioId, now });
    if (excluido) {
      await sincronizarAlertas(tx, { usuarioId, produtoIds: [id], now });
      await publicarEvento(tx, usuarioId, { tipo: "produto", id });
    }
    return excluido;
  });
  if (!ok) throw produtoNaoEncontrado();
}

const dinheiroSql = (valor: string) => fromCentavos(toCentavos(valor));

export async function obterResumoEstoque(
  db: DbOrTx,
  { usuarioId }: { usuarioId: string },
): Promise<ResumoEstoque> {
  const row = await q.obterResumoEstoque(db, { usuarioId });
  return {
    ...row,
    valor_total_custo: dinheiroSql(row.valor_total_custo),
    valor_total_venda: dinheiroSql(row.valor_total_venda),
  };
}
