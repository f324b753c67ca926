import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { acquireDataDirLock } from "./data-dir-lock";

/**
 * The operator's copy of the whole embedded database (every account, the sessions, the stored backups):
 * PGlite's own dump of its data directory, a .tar.gz. Taken under the data directory's lock, so never
 * while a server has it open (DataDirLocked says so).
 */
export async function exportarBancoEmbutido(dataDir: string, arquivo: string): Promise<number> {
  const pgDir = path.resolve(dataDir, "pglite");
  if (!existsSync(pgDir)) throw new Error(`Não há banco embutido em ${pgDir}.`);
  const liberar = acquireDataDirLock(path.resolve(dataDir));
  try {
    const banco = new PGlite(pgDir);
    try {
      await banco.waitReady;
      const dump = await banco.dumpDataDir("gzip");
      const bytes = new Uint8Array(await dump.arrayBuffer());
      writeFileSync(arquivo, bytes);
      return bytes.byteLength;
    } finally {
      await banco.close();
    }
  } finally {
    liberar();
  }
}

/**
 * Replaces the embedded database with a dump. The current one is kept aside (pglite-antes-<data>), and
 * put back if the dump does not open; the server applies any newer migrations at its next start.
 * Returns where the previous database was kept (null when there was none).
 */
export async function importarBancoEmbutido(
  dataDir: string,
  arquivo: string,
  agora = new Date(),
): Promise<string | null> {
  const dump = new Blob([readFileSync(arquivo)]);
  const pgDir = path.resolve(dataDir, "pglite");
  const liberar = acquireDataDirLock(path.resolve(dataDir));
  try {
    const anterior = existsSync(pgDir)
      ? path.resolve(dataDir, `pglite-antes-${agora.toISOString().replace(/[:.]/g, "-")}`)
      : null;
    if (anterior) renameSync(pgDir, anterior);
    try {
      const banco = new PGlite(pgDir, { loadDataDir: dump });
      try {
        await banco.waitReady;
        await banco.query("select 1 from usuarios limit 1");
      } finally {
        await banco.close();
      }
    } catch (error) {
      rmSync(pgDir, { recursive: true, force: true });
      if (anterior) renameSync(anterior, pgDir);
      throw new Error(
        `O arquivo não é uma cópia do banco do Balcão que abra (${(error as Error).message}); ` +
          "o banco atual foi mantido.",
      );
    }
    return anterior;
  } finally {
    liberar();
  }
}
