import { getTableName, is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../db/schema";

/**
 * Which of an account's tables a backup holds, and how (decision 112). Every table with a `usuario_id`
 * column must be named here: backups.tabelas.test.ts derives the list from the schema and fails when a
 * new one is left out, so a new kind of data cannot silently miss the backups.
 *
 * - `restaurar`: the establishment's data; a restore replaces the account's rows with the file's.
 * - `somente-leitura`: in the file for the record (subscription, payments); never written back over the
 *   live rows, which the billing provider and the sweep own.
 * - `recalcular`: derived from restored rows and not in the file: the restore rebuilds the account's rows
 *   from the bills it has just put back (the revenue summaries, decision 156), so they are exact
 *   whatever the file's version or content; and the catalogue's restore mark (decision 144).
 * - `fora`: not the establishment's data (the backups themselves, the admins' audit trail), or access
 *   rather than data: the staff (`equipe`) are logins, and a login belongs to one establishment, so a
 *   restore keeps the people the account has now; the sales and movements keep who made them as the
 *   `*_id` text and the name written then, which need no person to exist.
 */
export const TABELAS_DA_CONTA = {
  produtos: "restaurar",
  mesas: "restaurar",
  vendas: "restaurar",
  itens_venda: "restaurar",
  comandas: "restaurar",
  itens_comanda: "restaurar",
  comanda_eventos: "restaurar",
  pagamentos: "restaurar",
  caixas: "restaurar",
  caixa_movimentos: "restaurar",
  movimentacoes: "restaurar",
  vendas_diarias_produto: "restaurar",
  vendas_diarias_pagamento: "recalcular",
  vendas_diarias_atendente: "recalcular",
  /** The mark of the last restore (decision 144): the restore writes it, it is not in the file. */
  catalogos: "recalcular",
  configuracoes: "restaurar",
  contadores: "restaurar",
  alertas_estoque: "restaurar",
  assinaturas: "somente-leitura",
  transacoes_pagamento: "somente-leitura",
  compras: "somente-leitura",
  auditoria: "fora",
  backups: "fora",
  equipe: "fora",
  /** A retry guard for an order sent seconds ago; it goes with its tab (cascade) on a restore. */
  pedidos_comanda: "fora",
  /** Likewise for a move of items or a merge (decision 136); the tabs' histories keep what moved. */
  transferencias_comanda: "fora",
} as const satisfies Record<string, "restaurar" | "somente-leitura" | "recalcular" | "fora">;

export type NomeTabela = keyof typeof TABELAS_DA_CONTA;

/**
 * Columns the database writes for its own bookkeeping, not the establishment's data: left out of the
 * file and of the restore. A product's `versao` is the id of a transaction of this database (decision
 * 144): the restore's inserts stamp their own.
 */
const COLUNAS_DO_BANCO: Partial<Record<string, readonly string[]>> = { produtos: ["versao"] };

export interface ChaveEstrangeira {
  coluna: string;
  /** The table it points at, and the column there (always a primary key `id` here). */
  tabela: string;
  colunaReferida: string;
}

export interface TabelaDaConta {
  nome: string;
  tabela: PgTable;
  /** The column naming the account: `usuario_id`, or `id` for the account's profile (usuarios). */
  colunaDono: string;
  colunas: string[];
  /** Columns restored as JSON values rather than as text (jsonb/json). */
  colunasJson: Set<string>;
  /** Whether `id` is a uuid primary key (new ids are drawn for it when restoring into another account). */
  temIdUuid: boolean;
  chaves: ChaveEstrangeira[];
}

const todasAsTabelas: PgTable[] = Object.values(schema as Record<string, unknown>).flatMap((v) =>
  is(v, PgTable) ? [v] : [],
);

function descrever(tabela: PgTable): TabelaDaConta {
  const config = getTableConfig(tabela);
  const id = config.columns.find((c) => c.name === "id");
  return {
    nome: config.name,
    tabela,
    colunaDono: config.name === "usuarios" ? "id" : "usuario_id",
    colunas: config.columns.map((c) => c.name).filter((c) => !COLUNAS_DO_BANCO[config.name]?.includes(c)),
    colunasJson: new Set(config.columns.filter((c) => c.getSQLType().startsWith("json")).map((c) => c.name)),
    temIdUuid: id?.getSQLType() === "uuid" && id.primary,
    chaves: config.foreignKeys.map((fk) => {
      const ref = fk.reference();
      if (ref.columns.length !== 1 || ref.foreignColumns.length !== 1) {
        throw new Error(`Chave estrangeira composta em ${config.name}: o backup não sabe segui-la.`);
      }
      return {
        coluna: ref.columns[0]!.name,
        tabela: getTableName(ref.foreignTable),
        colunaReferida: ref.foreignColumns[0]!.name,
      };
    }),
  };
}

/** Every table of the schema that has a `usuario_id` column: what the classification must cover. */
export function tabelasComUsuarioId(): string[] {
  return todasAsTabelas
    .filter((t) => getTableConfig(t).columns.some((c) => c.name === "usuario_id"))
    .map((t) => getTableName(t))
    .sort();
}

function doTipo(tipo: "restaurar" | "somente-leitura"): TabelaDaConta[] {
  return todasAsTabelas
    .filter((t) => TABELAS_DA_CONTA[getTableName(t) as NomeTabela] === tipo)
    .map(descrever);
}

/** Parents before children: the order of inserts (and, reversed, of deletes). */
function emOrdemDeDependencia(tabelas: TabelaDaConta[]): TabelaDaConta[] {
  const nomes = new Set(tabelas.map((t) => t.nome));
  const feitas = new Set<string>();
  const ordem: TabelaDaConta[] = [];
  while (ordem.length < tabelas.length) {
    const prontas = tabelas.filter(
      (t) =>
        !feitas.has(t.nome) &&
        t.chaves.every((k) => k.tabela === t.nome || !nomes.has(k.tabela) || feitas.has(k.tabela)),
    );
    if (prontas.length === 0) throw new Error("Ciclo de chaves estrangeiras entre as tabelas do backup.");
    for (const t of prontas.sort((a, b) => a.nome.localeCompare(b.nome))) {
      feitas.add(t.nome);
      ordem.push(t);
    }
  }
  return ordem;
}

export const TABELAS_RESTAURADAS: readonly TabelaDaConta[] = emOrdemDeDependencia(doTipo("restaurar"));
/** Rebuilt by the restore from the restored rows (backups.service.ts names how, table by table). */
export const TABELAS_RECALCULADAS: readonly string[] = Object.entries(TABELAS_DA_CONTA)
  .filter(([, tipo]) => tipo === "recalcular")
  .map(([nome]) => nome);
/** The subscription, payments and purchases, and the account's profile (keyed by its own id). */
export const TABELAS_SOMENTE_LEITURA: readonly TabelaDaConta[] = [
  ...doTipo("somente-leitura"),
  descrever(schema.usuarios),
];
