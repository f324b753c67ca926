import type { Backup, ResultadoRestauracao, TipoBackup } from "@/shared/backups/schemas";
import { diaEmSaoPaulo } from "@/shared/reports/metricas";
import type { Database, DbOrTx } from "../../db/client";
import { pgErrorCode } from "../../lib/db-errors";
import { publicarEvento } from "../../lib/events";
import { marcarRecargaDoCatalogo } from "../catalog/catalog.queries";
import { recalcularResumoDiario } from "../reports/vendas-diarias-pagamento.queries";
import { empacotarBackup, lerBackup, nomeDoArquivo, sha256 } from "./backups.arquivo";
import {
  BackupCorrompido,
  BackupDeVersaoMaisNova,
  backupNaoEncontrado,
  ContaComDados,
} from "./backups.errors";
import { prepararLinhas } from "./backups.linhas";
import * as q from "./backups.queries";
import { automaticosParaExcluir, manuaisParaExcluir } from "./backups.retencao";
import { TABELAS_RESTAURADAS, TABELAS_SOMENTE_LEITURA } from "./backups.tabelas";
import { atualizarConteudo, compararVersao, VERSAO_SCHEMA_ATUAL } from "./backups.versoes";

function toBackup(row: q.BackupRow): Backup {
  return { ...row, created_at: row.created_at.toISOString() };
}

/** Tables whose rows make an account "not empty": a sign-up already has its settings (and maybe counters). */
const TABELAS_DE_DADOS = TABELAS_RESTAURADAS.filter(
  (t) => t.nome !== "configuracoes" && t.nome !== "contadores",
);

/**
 * Builds the account's backup file, stores it and marks the settings' "Último backup". Inside the
 * caller's transaction (the daily task runs many in one); the rows are read in one statement, so the
 * file is one consistent moment of the account.
 */
async function gravarBackup(
  tx: DbOrTx,
  { usuarioId, tipo, now }: { usuarioId: string; tipo: TipoBackup; now: Date },
): Promise<Backup> {
  await q.atualizarUltimoBackup(tx, { usuarioId, quando: now });
  const [restaurar, somenteLeitura, nome] = [
    await q.obterLinhasDaConta(tx, { tabelas: TABELAS_RESTAURADAS, usuarioId }),
    await q.obterLinhasDaConta(tx, { tabelas: TABELAS_SOMENTE_LEITURA, usuarioId }),
    await q.obterNomeEstabelecimento(tx, { usuarioId }),
  ];
  const { arquivo, cabecalho } = await empacotarBackup(
    {
      versao_schema: VERSAO_SCHEMA_ATUAL,
      criado_em: now.toISOString(),
      usuario_id: usuarioId,
      nome_estabelecimento: nome,
      tipo,
    },
    { restaurar, somente_leitura: somenteLeitura },
  );
  const row = await q.inserirBackup(tx, {
    usuario_id: usuarioId,
    tipo,
    versao_schema: VERSAO_SCHEMA_ATUAL,
    sha256: cabecalho.sha256,
    tamanho_bytes: arquivo.byteLength,
    arquivo,
    created_at: now,
  });
  await aplicarRetencao(tx, { usuarioId, tipo });
  return toBackup(row);
}

async function aplicarRetencao(tx: DbOrTx, { usuarioId, tipo }: { usuarioId: string; tipo: TipoBackup }) {
  const doTipo = (await q.listarBackups(tx, { usuarioId })).filter((b) => b.tipo === tipo);
  const ids = tipo === "manual" ? manuaisParaExcluir(doTipo) : automaticosParaExcluir(doTipo);
  await q.excluirBackups(tx, { usuarioId, ids });
}

/** "Backup manual": build, store, answer its metadata (the web then downloads it). */
export async function criarBackup(
  db: Database,
  { usuarioId, now = new Date() }: { usuarioId: string; now?: Date },
): Promise<Backup> {
  return db.transaction(async (tx) => {
    await q.travarBackups(tx, { usuarioId });
    return gravarBackup(tx, { usuarioId, tipo: "manual", now });
  });
}

/**
 * The daily task: one automatic backup per account whose toggle is on (on by default, §9). A second run
 * on the same São Paulo day replaces that day's backup; then the retention keeps 7 daily and 4 weekly.
 */
export async function criarBackupsAutomaticos(tx: DbOrTx, { agora }: { agora: Date }): Promise<number> {
  const contas = await q.listarContasComBackupAutomatico(tx);
  for (const usuarioId of contas) {
    const dia = diaEmSaoPaulo(agora);
    const mesmoDia = (await q.listarBackups(tx, { usuarioId }))
      .filter((b) => b.tipo === "automatico" && diaEmSaoPaulo(b.created_at) === dia)
      .map((b) => b.id);
    await q.excluirBackups(tx, { usuarioId, ids: mesmoDia });
    await gravarBackup(tx, { usuarioId, tipo: "automatico", now: agora });
  }
  return contas.length;
}

export async function listarBackups(db: DbOrTx, { usuarioId }: { usuarioId: string }): Promise<Backup[]> {
  return (await q.listarBackups(db, { usuarioId })).map(toBackup);
}

export async function obterArquivoBackup(
  db: DbOrTx,
  { usuarioId, id }: { usuarioId: string; id: string },
): Promise<{ arquivo: Uint8Array; nome: string; sha256: string }> {
  const row = await q.obterBackup(db, { id, usuarioId });
  if (!row) throw backupNaoEncontrado();
  return { arquivo: row.arquivo, nome: nomeDoArquivo(row.created_at), sha256: sha256(row.arquivo) };
}

export type OrigemRestauracao = { backupId: string } | { arquivo: Uint8Array };

/**
 * Puts a backup back, in one transaction (decision 112). The account's own backup replaces its data,
 * with the same ids; another account's goes only into an account with no data yet, with new ids. The
 * subscription and payments in the file are never written. The revenue summaries are rebuilt from the
 * restored bills (decision 156), and the devices reload the catalogue whole (decision 144). Counters
 * continue after the restored numbers. Anything wrong with the file refuses the whole restore, and
 * nothing changes.
 */
export async function restaurarBackup(
  db: Database,
  { usuarioId, origem }: { usuarioId: string; origem: OrigemRestauracao },
): Promise<ResultadoRestauracao> {
  let bytes: Uint8Array;
  if ("backupId" in origem) {
    const row = await q.obterBackup(db, { id: origem.backupId, usuarioId });
    if (!row) throw backupNaoEncontrado();
    bytes = row.arquivo;
  } else {
    bytes = origem.arquivo;
  }
  const { cabecalho, conteudo: lido } = await lerBackup(bytes);
  const versao = compararVersao(cabecalho.versao_schema);
  if (versao === "mais-nova") throw new BackupDeVersaoMaisNova(cabecalho.versao_schema);
  const conteudo = versao === "antiga" ? atualizarConteudo(lido, cabecalho.versao_schema) : lido;

  const mesma = cabecalho.usuario_id === usuarioId;
  const linhas = prepararLinhas(conteudo.restaurar, { novosIds: !mesma });

  await db.transaction(async (tx) => {
    await q.travarConta(tx, { usuarioId });
    if (!mesma && (await q.temDados(tx, { tabelas: TABELAS_DE_DADOS, usuarioId }))) throw new ContaComDados();
    for (const tabela of [...TABELAS_RESTAURADAS].reverse()) await q.excluirLinhas(tx, { tabela, usuarioId });
    for (const [tabela, rows] of linhas) {
      try {
        await q.inserirLinhas(tx, { tabela, usuarioId, linhas: rows });
      } catch (error) {
        // 22xxx: a value its column cannot take; 23xxx: a broken constraint (a duplicate, a reference).
        const codigo = pgErrorCode(error);
        if (codigo?.startsWith("22") || codigo?.startsWith("23")) {
          throw new BackupCorrompido(`há dados inválidos em ${tabela.nome}`);
        }
        throw error;
      }
    }
    // The tables marked `recalcular`: the revenue summaries, from the bills and payments just restored.
    await recalcularResumoDiario(tx, { usuarioId });
    // The devices' catalogues are from before: they reload it whole (decision 144).
    await marcarRecargaDoCatalogo(tx, { usuarioId });
    await q.ajustarContadores(tx, { usuarioId });
    await q.atualizarUltimoBackup(tx, {
      usuarioId,
      quando: await q.obterDataUltimoBackup(tx, { usuarioId }),
    });
    await publicarEvento(tx, usuarioId, { tipo: "conta" });
  });

  return {
    linhas: Object.fromEntries([...linhas].map(([t, rows]) => [t.nome, rows.length])),
    conta: mesma ? "mesma" : "outra",
    versao_schema: cabecalho.versao_schema,
  };
}
