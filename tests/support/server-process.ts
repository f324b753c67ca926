/**
 * The real server as a separate process: `node --import tsx src/server/main.ts`, the command `npm start`
 * ends in, with only the environment a test gives it. Its stdout and stderr are kept line by line (JSON
 * log lines).
 */
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { createInterface } from "node:readline";

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

export function startServerProcess(
  env: Record<string, string>,
  { nodeArgs = [] }: { nodeArgs?: string[] } = {},
): ServerProcess {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", MAIN], {
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

/** What a request to the server process got: an HTTP answer, or the network error instead of one. */
export type Outcome = { status: number; body: string; at: number } | { error: string; at: number };

/**
 * A browser talking to the server process over real TCP, one connection per request (so a request is
 * either refused at connect or carried to its answer), with its cookies and the app's Origin.
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  /** The Cookie header this browser sends: the same session, used on another server of the database. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  async json<T>(method: string, path: string, body?: unknown): Promise<{ status: number; data: T }> {
    const outcome = await this.send(method, path, body);
    if ("error" in outcome) throw new Error(`${method} ${path}: ${outcome.error}`);
    return { status: outcome.status, data: JSON.parse(outcome.body) as T };
  }

  send(method: string, path: string, body?: unknown): Promise<Outcome> {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    return new Promise((resolve) => {
      const settle = (outcome: Outcome) => resolve(outcome);
      const request = http.request(
        `${this.baseUrl}${path}`,
        { method, headers, agent: false },
        (response) => {
          for (const line of response.headers["set-cookie"] ?? []) {
            const [pair = ""] = line.split(";");
            const eq = pair.indexOf("=");
            this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
          }
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            text += chunk;
          });
          response.on("end", () => settle({ status: response.statusCode ?? 0, body: text, at: Date.now() }));
          response.on("error", (error: NodeJS.ErrnoException) =>
            settle({ error: `resposta interrompida: ${error.code ?? error.message}`, at: Date.now() }),
          );
        },
      );
      request.on("error", (error: NodeJS.ErrnoException) =>
        settle({ error: error.code ?? error.message, at: Date.now() }),
      );
      request.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }
}
