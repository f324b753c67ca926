/**
 * npm run dev — the API with reload on save (tsx watch, port 3001) and the Vite dev server with hot
 * module replacement (port 3000, proxying /api and /dev to the API). Open http://localhost:3000.
 * Output is prefixed per process; when one of them stops, or on Ctrl+C, both stop.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const WEB_PORT = 3000;
const API_PORT = 3001;
const bin = (name: string) => path.resolve("node_modules/.bin", name);
const color = process.stdout.isTTY && !process.env.NO_COLOR;
// The children write to a pipe, so they only colour their output when told to (FORCE_COLOR, any value).
const colorEnv: NodeJS.ProcessEnv = color ? { FORCE_COLOR: "1" } : {};

interface Proc {
  name: string;
  tint: string;
  child: ChildProcess;
}

function start(name: string, tint: string, command: string, args: string[], env: NodeJS.ProcessEnv): Proc {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const prefix = color ? `\x1b[${tint}m[${name}]\x1b[0m ` : `[${name}] `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (stream) createInterface({ input: stream }).on("line", (line) => out.write(`${prefix}${line}\n`));
  }
  return { name, tint, child };
}

const procs = [
  start("api", "36", bin("tsx"), ["watch", "--clear-screen=false", "src/server/main.ts"], {
    NODE_ENV: "development",
    PORT: String(API_PORT),
    // Links in e-mails and the auth origin check must match the address the browser uses: Vite's.
    APP_URL: process.env.APP_URL ?? `http://localhost:${WEB_PORT}`,
    ...colorEnv,
  }),
  start("web", "35", bin("vite"), ["--port", String(WEB_PORT), "--strictPort"], colorEnv),
];

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const { child } of procs)
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  // Give the API time to close the database (it releases the PGlite lock on exit), then force.
  const force = setTimeout(() => {
    for (const { child } of procs)
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  }, 5000);
  force.unref();
  let running = procs.length;
  for (const { child } of procs) {
    if (child.exitCode !== null || child.signalCode !== null) running--;
    else
      child.once("exit", () => {
        if (--running === 0) process.exit(code);
      });
  }
  if (running === 0) process.exit(code);
}

for (const { name, child } of procs) {
  child.on("error", (error) => {
    console.error(`[${name}] não foi possível iniciar: ${error.message}`);
    stopAll(1);
  });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] terminou (${signal ?? `código ${code}`}); encerrando o outro processo.`);
    stopAll(code ?? 1);
  });
}

process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
console.info(`Balcão em desenvolvimento: http://localhost:${WEB_PORT} (API em http://localhost:${API_PORT})`);
