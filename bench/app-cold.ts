/**
 * The browser half of `npm run bench:landing`: the built app served by the real server (in-memory PGlite
 * with the demo account), measured in the system Chromium.
 * - `/app/vendas` cold: a fresh browser context that is already signed in opens the PDV with an empty
 *   cache; every script the page fetches until the screen is usable (its heading and the product grid
 *   are on screen and the network is idle) is counted, with the bytes that crossed the wire (gzip).
 * - Lighthouse (mobile, its default simulated throttling) on "/", 3 runs, the median. Lighthouse is not a
 *   dependency of the project: it is installed on demand in a cache folder under the OS's temp dir, and
 *   when that fails the bench says so and goes on.
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { DEMO_EMAIL, DEMO_PASSWORD } from "@/server/demo/seed-demo";
import { findChromium, launchBrowser, startE2eApp } from "../tests/support/e2e";

const run = promisify(execFile);
const LIGHTHOUSE_VERSION = "12.8.2"; // the last major that runs on Node 20 (13.x asks for Node 22)
const LIGHTHOUSE_DIR = path.join(tmpdir(), `balcao-lighthouse-${LIGHTHOUSE_VERSION}`);
const LIGHTHOUSE_BIN = path.join(LIGHTHOUSE_DIR, "node_modules/lighthouse/cli/index.js");
const LIGHTHOUSE_RUNS = 3;

export interface ScriptsCarregados {
  arquivos: number;
  /** Bytes on the wire (the server gzips scripts). */
  transferidos: number;
}

export interface Lighthouse {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

export async function medirNoNavegador(): Promise<{
  vendas: ScriptsCarregados;
  lighthouse: Lighthouse[] | string;
}> {
  const app = await startE2eApp({ demo: true, deps: { rateLimit: false } });
  const browser = await launchBrowser();
  try {
    const vendas = await vendasFrio(app.url, browser);
    const lighthouse = await rodarLighthouse(`${app.url}/`);
    return { vendas, lighthouse };
  } finally {
    await browser.close();
    await app.close();
  }
}

async function vendasFrio(
  url: string,
  browser: Awaited<ReturnType<typeof launchBrowser>>,
): Promise<ScriptsCarregados> {
  // Sign in through the API in one context, then open the PDV in a new one with only the cookie.
  const entrada = await browser.newContext();
  const resposta = await entrada.request.post(`${url}/api/auth/sign-in/email`, {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    headers: { Origin: url },
  });
  if (!resposta.ok()) throw new Error(`Entrar na conta demo falhou: ${resposta.status()}`);
  const estado = await entrada.storageState();
  await entrada.close();

  const context = await browser.newContext({ storageState: estado, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on("requestfinished", async (request) => {
      if (request.resourceType() !== "script") return;
      const sizes = await request.sizes();
      scripts.set(request.url(), sizes.responseBodySize);
    });
    await page.goto(`${url}/app/vendas`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    await page.waitForLoadState("networkidle");
    return { arquivos: scripts.size, transferidos: [...scripts.values()].reduce((a, b) => a + b, 0) };
  } finally {
    await context.close();
  }
}

async function instalarLighthouse(): Promise<string | null> {
  if (existsSync(LIGHTHOUSE_BIN)) return null;
  mkdirSync(LIGHTHOUSE_DIR, { recursive: true });
  try {
    await run(
      "npm",
      [
        "install",
        "--no-save",
        "--no-audit",
        "--no-fund",
        "--prefix",
        LIGHTHOUSE_DIR,
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { timeout: 300_000 },
    );
    return existsSync(LIGHTHOUSE_BIN) ? null : "o pacote instalou, mas sem cli/index.js";
  } catch (error) {
    return (error as Error).message.split("\n")[0] ?? "erro desconhecido";
  }
}

async function rodarLighthouse(url: string): Promise<Lighthouse[] | string> {
  const falha = await instalarLighthouse();
  if (falha)
    return `não foi possível instalar lighthouse@${LIGHTHOUSE_VERSION} em ${LIGHTHOUSE_DIR}: ${falha}`;
  const runs: Lighthouse[] = [];
  // A round that fails (Lighthouse sometimes loses the trace: NO_NAVSTART) is tried once more.
  for (let i = 0, falhas = 0; i < LIGHTHOUSE_RUNS; i++) {
    try {
      const { stdout } = await run(
        process.execPath,
        [
          LIGHTHOUSE_BIN,
          url,
          "--only-categories=performance",
          "--output=json",
          "--output-path=stdout",
          "--quiet",
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run",
        ],
        {
          env: { ...process.env, CHROME_PATH: findChromium() },
          maxBuffer: 64 * 1024 * 1024,
          timeout: 180_000,
        },
      );
      const report = JSON.parse(stdout) as {
        categories: { performance: { score: number } };
        audits: Record<string, { numericValue: number }>;
      };
      runs.push({
        score: report.categories.performance.score,
        fcp: report.audits["first-contentful-paint"]!.numericValue,
        lcp: report.audits["largest-contentful-paint"]!.numericValue,
        tbt: report.audits["total-blocking-time"]!.numericValue,
      });
    } catch (error) {
      if (falhas++ === 0) {
        i--;
        continue;
      }
      const stderr = (error as { stderr?: string }).stderr?.trim().split("\n").slice(-3).join(" / ");
      return `o Lighthouse falhou na rodada ${i + 1}: ${stderr || (error as Error).message.split("\n")[0]}`;
    }
  }
  return runs;
}

export function mediana(valores: number[]): number {
  const ordenados = [...valores].sort((a, b) => a - b);
  return ordenados[Math.floor(ordenados.length / 2)]!;
}
