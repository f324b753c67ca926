/**
 * End-to-end harness: the real server (built SPA + API) started inside the test process on a fresh
 * in-memory PGlite database (a copy of the run's migrated template), and the system Chromium driven by
 * playwright-core.
 *
 *   const e2e = setupE2e();
 *   test("...", async () => {
 *     const page = await e2e.newPage({ viewport: "mobile" });
 *     await page.goto(e2e.url("/auth"));
 *   });
 *
 * A page fails its test on any console error or uncaught exception in the page, and on failure a
 * full-page screenshot is saved in test-results/.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, onTestFinished } from "vitest";
import { createApp } from "@/server/app";
import type { Database } from "@/server/db/client";
import { seedDemo } from "@/server/demo/seed-demo";
import { parseEnv } from "@/server/lib/env";
import { createMailer } from "@/server/lib/mail";
import type { AppDeps } from "@/server/lib/types";
import { createTestDatabase } from "./test-db";

const WEB_DIR = path.resolve("dist/web");
const RESULTS_DIR = path.resolve("test-results");
let pageCount = 0;

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

export interface E2eApp {
  /** http://127.0.0.1:<port>, the origin the app believes it is served from (APP_URL). */
  url: string;
  db: Database;
  /** Temporary DATA_DIR: the mail outbox is in it. */
  dataDir: string;
  /** Drops every open connection, as a network cut or a proxy restart does (live streams included). */
  cortarConexoes(): void;
  close(): Promise<void>;
}

export interface E2eAppOptions {
  /**
   * Creates the demo account (demo@balcao.app / balcao123) with its products and tables, without its
   * month of sales: each test's figures are its own.
   */
  demo?: boolean;
  /** Extra environment (e.g. SMTP_URL); NODE_ENV, DATA_DIR and APP_URL are set here. */
  env?: Record<string, string>;
  /** Anything else createApp accepts, such as test-friendly rate limits. */
  deps?: Partial<Omit<AppDeps, "db" | "env" | "mailer" | "authSecret" | "webDir">>;
}

export async function startE2eApp(options: E2eAppOptions = {}): Promise<E2eApp> {
  if (!existsSync(path.join(WEB_DIR, "index.html"))) {
    throw new Error(`O build do app não existe em ${WEB_DIR}: rode npm run build antes dos testes e2e.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "balcao-e2e-"));
  const database = await createTestDatabase("pglite");
  // Listen first: APP_URL (e-mail links, auth origin checks) must be the address actually served.
  // The second argument carries the Node socket: the app reads the client address (rate limits) from it.
  type Fetch = (request: Request, bindings: unknown) => Response | Promise<Response>;
  let handler: Fetch = () => new Response("Iniciando", { status: 503 });
  // The live streams end first: an open stream would otherwise hold the server's close.
  let encerrarEventos = async () => {};
  const server = serve({
    fetch: (request, bindings) => handler(request, bindings),
    hostname: "127.0.0.1",
    port: 0,
  });
  const close = async () => {
    await encerrarEventos();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      if ("closeAllConnections" in server) server.closeAllConnections();
    });
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await new Promise<void>((resolve, reject) => {
      if (server.listening) resolve();
      server.once("listening", resolve);
      server.once("error", reject);
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    if (options.demo) await seedDemo(database.db, { historico: false });

    // Development mode, by name: the journeys read the mail outbox at /dev/emails, as a person trying
    // the app locally does.
    const env = parseEnv({ ...options.env, NODE_ENV: "development", DATA_DIR: dataDir, APP_URL: url });
    const { app, eventos } = createApp({
      ...options.deps,
      db: database.db,
      env,
      mailer: createMailer(env),
      authSecret: randomBytes(32).toString("base64url"),
      webDir: WEB_DIR,
    });
    encerrarEventos = () => eventos.encerrar();
    handler = (request, bindings) => app.fetch(request, bindings);
    const cortarConexoes = () => {
      if ("closeAllConnections" in server) server.closeAllConnections();
    };
    return { url, db: database.db, dataDir, cortarConexoes, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** The system Chromium (Debian package `chromium`); browsers are never downloaded. */
export function findChromium(): string {
  const candidates = [
    "/usr/bin/chromium",
    ...(process.env.PATH ?? "").split(path.delimiter).map((dir) => path.join(dir, "chromium")),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error("Chromium não encontrado. Instale o pacote Debian: apt-get install chromium");
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    // Without these Chromium keeps calling Google's services (updates, sync), which fails offline.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/*
 * Chromium logs every 4xx response as a console error ("Failed to load resource: ... 401"). Those are
 * answers the app handles (wrong password, no session yet), so they pass; a 5xx answer fails the test.
 */
const CLIENT_ERROR_RESPONSE = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

export interface NewPageOptions {
  viewport?: ViewportName;
  /** Console errors that a journey expects; anything else fails the test. */
  allowConsoleErrors?: RegExp[];
}

/**
 * A page in its own browser context (cookies and storage not shared with other pages). Must be called
 * inside a test: the page is checked and closed when that test finishes.
 */
export async function openPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const viewportName = options.viewport ?? "desktop";
  const context: BrowserContext = await browser.newContext({
    viewport: VIEWPORTS[viewportName],
    locale: "pt-BR",
    timezoneId: "America/Sao_Paulo",
  });
  const problems: string[] = [];
  await watchContentSecurityPolicy(context, problems);
  const watch = (target: Page, prefix: string) => {
    target.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (CLIENT_ERROR_RESPONSE.test(text)) return;
      if (options.allowConsoleErrors?.some((pattern) => pattern.test(text))) return;
      const where = message.location().url;
      problems.push(`${prefix}console.error: ${text}${where ? ` (${where})` : ""}`);
    });
    target.on("response", (response) => {
      if (response.status() >= 500)
        problems.push(
          `${prefix}resposta ${response.status()}: ${response.request().method()} ${response.url()}`,
        );
    });
    target.on("pageerror", (error) =>
      problems.push(`${prefix}erro não tratado na página: ${error.stack ?? error.message}`),
    );
  };
  const page = await context.newPage();
  watch(page, "");
  // The windows a page opens (receipt, printable report) are about:blank documents under its CSP.
  context.on("page", (opened) => watch(opened, "janela aberta pela página: "));

  onTestFinished(async ({ task }) => {
    try {
      if (task.result?.state === "fail" || problems.length > 0) {
        mkdirSync(RESULTS_DIR, { recursive: true });
        const name = `${path.basename(task.file?.name ?? "", ".test.ts")} ${task.name} ${viewportName}`
          .replace(/[^\p{L}\p{N}]+/gu, "-")
          .replace(/^-|-$/g, "")
          .slice(0, 150);
        // Several pages of one test (two devices) each keep their own capture.
        const file = path.join(RESULTS_DIR, `${name}-${++pageCount}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => {});
        console.warn(`Captura de tela salva em ${path.relative(process.cwd(), file)}`);
      }
    } finally {
      await context.close();
    }
    if (problems.length > 0) throw new Error(`A página registrou erros:\n${problems.join("\n")}`);
  });
  return page;
}

/**
 * Every document of the context reports its CSP violations, so that one fails the test even when the
 * browser would log it only as a warning or in a window nobody watches (decision 086).
 */
async function watchContentSecurityPolicy(context: BrowserContext, problems: string[]) {
  await context.exposeBinding("__balcaoViolacaoCsp", (_source, text: string) => {
    problems.push(`violação da CSP: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __balcaoViolacaoCsp(text: string): void }).__balcaoViolacaoCsp;
      report(
        `${event.effectiveDirective} bloqueou ${event.blockedURI || "conteúdo inline"} em ${event.documentURI}` +
          (event.sample ? ` ("${event.sample}")` : ""),
      );
    });
  });
}

export interface E2eSuite {
  app(): E2eApp;
  browser(): Browser;
  /** Absolute URL of a path on the app under test. */
  url(pathname?: string): string;
  newPage(options?: NewPageOptions): Promise<Page>;
}

/** Starts one app and one browser for the test file (beforeAll) and stops both afterwards. */
export function setupE2e(options: E2eAppOptions = {}): E2eSuite {
  let app: E2eApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Started side by side; whichever succeeded is kept so that afterAll can stop it.
    const [started, launched] = await Promise.allSettled([startE2eApp(options), launchBrowser()]);
    if (started.status === "fulfilled") app = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    if (started.status === "rejected") throw started.reason;
    if (launched.status === "rejected") throw launched.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("O app e2e ainda não foi iniciado (use dentro de um teste).");
    return value;
  };
  return {
    app: () => started(app),
    browser: () => started(browser),
    url: (pathname = "/") => new URL(pathname, started(app).url).toString(),
    newPage: (pageOptions) => openPage(started(browser), pageOptions),
  };
}
