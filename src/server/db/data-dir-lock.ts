import { linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export class DataDirLocked extends Error {
  readonly code = "DataDirLocked";
}

/** Who holds a lock: a PID alone can come back (PID 1 in every container), PID + start time cannot. */
interface LockOwner {
  pid: number;
  /** Field 22 of /proc/<pid>/stat (clock ticks after boot); null where there is no /proc. */
  startTime: string | null;
  bootId: string | null;
  host: string | null;
}

/** Lock files held by this process: the only owner that can be known for sure, on any system. */
const held = new Set<string>();

/**
 * PGlite may be opened by one process only: a second one would corrupt the data. The lock is a file
 * naming its owner, created exclusively. A lock whose owner no longer runs is taken over; the owner is
 * identified by PID and start time, so a PID reused after a crash (by this process or another) does not
 * keep the directory locked. Returns the function that releases it.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, "balcao.lock");
  if (held.has(lockPath)) {
    throw new DataDirLocked(`O banco de dados em ${dataDir} já está aberto por este processo.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    // Written aside, then linked into place: the lock file never exists half written.
    const draft = `${lockPath}.${process.pid}`;
    writeFileSync(draft, JSON.stringify(currentOwner()));
    try {
      linkSync(draft, lockPath);
      return holdLock(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(lockPath);
      if (owner) refuseIfRunning(dataDir, lockPath, owner);
      rmSync(lockPath, { force: true });
    } finally {
      rmSync(draft, { force: true });
    }
  }
  throw new DataDirLocked(`Não foi possível travar o banco de dados em ${dataDir}.`);
}

function holdLock(lockPath: string): () => void {
  held.add(lockPath);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(lockPath);
    rmSync(lockPath, { force: true });
    process.off("exit", release);
  };
  process.on("exit", release);
  return release;
}

function refuseIfRunning(dataDir: string, lockPath: string, owner: LockOwner) {
  if (owner.host !== null && owner.host !== hostname()) {
    // Another machine or container sharing the directory: its processes cannot be seen from here.
    throw new DataDirLocked(
      `O banco de dados em ${dataDir} está travado pelo processo ${owner.pid} da máquina ${owner.host}. ` +
        `Se nenhum Balcão roda lá com este DATA_DIR, apague ${lockPath} e inicie de novo.`,
    );
  }
  if (!isRunning(owner)) return;
  if (owner.pid === process.pid) {
    throw new DataDirLocked(`O banco de dados em ${dataDir} já está aberto por este processo.`);
  }
  throw new DataDirLocked(
    `O banco de dados em ${dataDir} já está aberto pelo processo ${owner.pid}. ` +
      "Encerre o outro processo do Balcão ou use outro DATA_DIR.",
  );
}

function isRunning(owner: LockOwner): boolean {
  const bootId = readBootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return false;
  if (hasProcfs()) {
    const startTime = readStartTime(owner.pid);
    if (startTime === null) return false;
    if (owner.startTime !== null) return owner.startTime === startTime;
    // A lock written without a start time (older versions): only another live PID can be its owner.
    return owner.pid !== process.pid;
  }
  // Without /proc: this process holds only what is in `held`; another PID is judged by a signal.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function currentOwner(): LockOwner {
  return {
    pid: process.pid,
    startTime: hasProcfs() ? readStartTime(process.pid) : null,
    bootId: readBootId(),
    host: hostname(),
  };
}

/** The owner named by the file; older versions wrote the bare PID. Null when it names nobody. */
function readOwner(lockPath: string): LockOwner | null {
  let content: string;
  try {
    content = readFileSync(lockPath, "utf8").trim();
  } catch {
    return null;
  }
  if (/^\d+$/.test(content)) return { pid: Number(content), startTime: null, bootId: null, host: null };
  try {
    const parsed = JSON.parse(content) as Partial<LockOwner>;
    if (!Number.isInteger(parsed.pid)) return null;
    return {
      pid: parsed.pid as number,
      startTime: typeof parsed.startTime === "string" ? parsed.startTime : null,
      bootId: typeof parsed.bootId === "string" ? parsed.bootId : null,
      host: typeof parsed.host === "string" ? parsed.host : null,
    };
  } catch {
    return null;
  }
}

function hasProcfs(): boolean {
  return readStartTime(process.pid) !== null;
}

/** Field 22 of /proc/<pid>/stat. The command name (field 2) may hold spaces and parentheses. */
function readStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return afterName[19] ?? null;
  } catch {
    return null;
  }
}

function readBootId(): string | null {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return null;
  }
}
