import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

export class DataDirLocked extends Error {
  readonly code = "DataDirLocked";
}

/**
 * PGlite may be opened by one process only: a second one would corrupt the data. The lock is a file
 * holding the owner's pid, created exclusively; a lock left by a process that no longer runs is taken over.
 * Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "balcao.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        rmSync(lockPath, { force: true });
        process.off("exit", release);
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLocked(
          `O banco de dados em ${dataDir} já está aberto pelo processo ${owner}. ` +
            "Encerre o outro processo do Balcão ou use outro DATA_DIR.",
        );
      }
      if (owner === process.pid) {
        throw new DataDirLocked(`O banco de dados em ${dataDir} já está aberto por este processo.`);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLocked(`Não foi possível travar o banco de dados em ${dataDir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
