/**
 * The real server as a separate process: `tsx src/server/main.ts`, as `npm start` runs it, with only the
 * environment a test gives it. Its stdout and stderr are kept line by line (JSON log lines).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";

const TSX = path.resolve("node_modules/.bin/tsx");
const MAIN = path.resolve("src/server/main.ts");

export interface ServerProcess {
  child: ChildProcess;
  /** Every line written so far, stdout and stderr interleaved in arrival order. */
  lines: string[];
  /** Resolves with the first line (already written or still to come) that matches. */
  waitForLine(pattern: RegExp): Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("Sem porta livre.");
  return address.port;
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(TSX, [MAIN], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const waiters: { pattern: RegExp; resolve(line: string): void }[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    createInterface({ input: stream }).on("line", (line) => {
      lines.push(line);
      for (const waiter of waiters.filter((w) => w.pattern.test(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    lines,
    exited,
    waitForLine(pattern) {
      const seen = lines.find((line) => pattern.test(line));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiters.push({ pattern, resolve });
        exited.then(({ code, signal }) =>
          reject(
            new Error(
              `O servidor terminou (${signal ?? code}) sem escrever ${pattern}:\n${lines.join("\n")}`,
            ),
          ),
        );
      });
    },
  };
}
