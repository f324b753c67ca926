import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterEach, describe, expect, test } from "vitest";
import { acquireDataDirLock, DataDirLocked } from "./data-dir-lock";

const HOLDER = path.resolve("tests/support/hold-data-dir-lock.ts");
const children: ChildProcess[] = [];
const dirs: string[] = [];

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "balcao-lock-"));
  dirs.push(dir);
  return dir;
}

/** A second server process holding the lock of `dir`; resolves once it holds it. */
async function otherServer(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", HOLDER, dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    lines.on("line", (line) => line === "travado" && resolve());
    child.once("exit", (code) => reject(new Error(`O processo que segura a trava saiu (${code}).`)));
  });
  return child;
}

/** A process that runs and holds nothing: a PID that is alive but belongs to someone else. */
function unrelatedProcess(): ChildProcess {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 60000)"], { stdio: "ignore" });
  children.push(child);
  return child;
}

/** A server that dies without cleaning up: SIGKILL, as the OOM killer or a power cut would. */
async function crash(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

const lockFile = (dir: string) => path.join(dir, "balcao.lock");

/** The lock file names its owner by PID; make it name `pid` instead, keeping everything else. */
function rewriteOwnerPid(dir: string, pid: number) {
  const parsed: unknown = JSON.parse(readFileSync(lockFile(dir), "utf8"));
  const rewritten =
    typeof parsed === "object" && parsed !== null ? JSON.stringify({ ...parsed, pid }) : String(pid);
  writeFileSync(lockFile(dir), rewritten);
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("trava do DATA_DIR", () => {
  test("outro processo vivo com a trava impede a abertura, com mensagem clara", async () => {
    const dir = dataDir();
    const other = await otherServer(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLocked);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `O banco de dados em ${dir} já está aberto pelo processo ${other.pid}. ` +
        "Encerre o outro processo do Balcão ou use outro DATA_DIR.",
    );
  });

  test("a trava de um processo que caiu é retomada", async () => {
    const dir = dataDir();
    await crash(await otherServer(dir));
    const release = acquireDataDirLock(dir);
    release();
  });

  test("depois de uma queda, o mesmo PID de volta (PID 1 num contêiner) não impede o reinício", async () => {
    const dir = dataDir();
    await crash(await otherServer(dir));
    rewriteOwnerPid(dir, process.pid);
    const release = acquireDataDirLock(dir);
    release();
  });

  test("o PID de quem caiu, reaproveitado por outro processo vivo, não impede o reinício", async () => {
    const dir = dataDir();
    await crash(await otherServer(dir));
    const stranger = unrelatedProcess();
    rewriteOwnerPid(dir, stranger.pid!);
    const release = acquireDataDirLock(dir);
    release();
    expect(stranger.exitCode).toBeNull();
  });

  test("a trava de uma versão anterior (só o PID) com o PID deste processo é retomada", () => {
    const dir = dataDir();
    writeFileSync(lockFile(dir), String(process.pid));
    acquireDataDirLock(dir)();
  });

  test("a trava de uma versão anterior com o PID de um processo vivo continua valendo", () => {
    const dir = dataDir();
    const other = unrelatedProcess();
    writeFileSync(lockFile(dir), String(other.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(`já está aberto pelo processo ${other.pid}`);
  });

  test("a trava de outra máquina (diretório compartilhado) não é retomada às cegas", async () => {
    const dir = dataDir();
    await crash(await otherServer(dir));
    const owner = JSON.parse(readFileSync(lockFile(dir), "utf8"));
    writeFileSync(lockFile(dir), JSON.stringify({ ...owner, host: "outro-conteiner" }));
    expect(() => acquireDataDirLock(dir)).toThrow(
      `O banco de dados em ${dir} está travado pelo processo ${owner.pid} da máquina outro-conteiner. ` +
        `Se nenhum Balcão roda lá com este DATA_DIR, apague ${lockFile(dir)} e inicie de novo.`,
    );
  });

  test("o mesmo processo não abre o mesmo DATA_DIR duas vezes", () => {
    const dir = dataDir();
    const release = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(
        `O banco de dados em ${dir} já está aberto por este processo.`,
      );
    } finally {
      release();
    }
  });

  test("liberada, a trava pode ser tomada de novo", () => {
    const dir = dataDir();
    acquireDataDirLock(dir)();
    acquireDataDirLock(dir)();
  });
});
