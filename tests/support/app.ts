/**
 * The real app for API tests: createApp() on a test database, test env, the outbox mailer in a
 * temporary DATA_DIR (or SMTP when the test gives SMTP_URL). Requests go through `app.request()`; a
 * `Device` is one browser: it keeps its own cookies, sends the app's Origin like a browser does, and
 * comes from its own client address (so rate limits count per device, as in production).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type AppOptions, createApp } from "@/server/app";
import type { Database } from "@/server/db/client";
import { appUrl, type Env, parseEnv } from "@/server/lib/env";
import { createMailer, type Mailer, type OutboxMessage } from "@/server/lib/mail";
import type { AppDeps } from "@/server/lib/types";

export const TEST_APP_URL = "http://localhost:3000";

export interface TestAppOptions {
  /** Extra environment, e.g. SMTP_URL or TRUSTED_PROXY. */
  env?: Record<string, string>;
  /** Rate limits stay on unless a test turns them off. */
  rateLimit?: boolean;
  /** The app's clock (reports' "today"); the real time when absent. */
  now?: () => Date;
  /** A built SPA to serve, as in production. */
  webDir?: string;
  /** Another payment provider than PAYMENT_PROVIDER's (Asaas pointed at a local server). */
  provedorPagamento?: AppOptions["provedorPagamento"];
  /** How often a live stream re-reads its session; the production interval when absent. */
  intervaloEventosMs?: number;
}

export interface TestApp {
  app: ReturnType<typeof createApp>["app"];
  /** better-auth as the app built it: its router lists every endpoint it could answer. */
  auth: ReturnType<typeof createApp>["auth"];
  db: Database;
  env: Env;
  mailer: Mailer;
  dataDir: string;
  /** The payment provider the app was built with. */
  provedor: ReturnType<typeof createApp>["provedor"];
  /** The auth secret the app was built with (the sandbox provider's webhook token derives from it). */
  authSecret: string;
  /** The live streams' listener of this app (GET /api/eventos). */
  eventos: ReturnType<typeof createApp>["eventos"];
  /** A new browser, with its own cookies and client address (or the TCP peer address given). */
  device(address?: string): Device;
  /** The newest message of the outbox (fails the test when there is none). */
  lastEmail(): Promise<OutboxMessage>;
  /** Ends the live streams and their listening connection, and removes the DATA_DIR. */
  close(): Promise<void>;
}

let nextAddress = 1;

export function createTestApp(db: Database, options: TestAppOptions = {}): TestApp {
  const dataDir = mkdtempSync(path.join(tmpdir(), "balcao-api-"));
  const env = parseEnv({
    NODE_ENV: "test",
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    DEMO_SEED: "off",
    ...options.env,
  });
  const mailer = createMailer(env);
  const deps: AppDeps = {
    db,
    env,
    mailer,
    authSecret: randomBytes(32).toString("base64url"),
    rateLimit: options.rateLimit ?? true,
    now: options.now,
    webDir: options.webDir,
    intervaloEventosMs: options.intervaloEventosMs,
  };
  const { app, auth, provedor, eventos } = createApp(deps, { provedorPagamento: options.provedorPagamento });
  return {
    app,
    auth,
    db,
    env,
    mailer,
    dataDir,
    authSecret: deps.authSecret,
    provedor,
    eventos,
    device: (address) =>
      new Device(
        app,
        appUrl(env),
        address ?? `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
      ),
    async lastEmail() {
      const [newest] = await mailer.listOutbox();
      if (!newest) throw new Error("Nenhum e-mail na caixa de saída.");
      const message = await mailer.readOutbox(newest.id);
      if (!message) throw new Error(`E-mail ${newest.id} sumiu da caixa de saída.`);
      return message;
    },
    close: async () => {
      await eventos.encerrar();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type RequestOptions = { body?: unknown; rawBody?: string; headers?: Record<string, string> };

export class Device {
  readonly cookies = new Map<string, string>();

  private origin: string | null;

  constructor(
    private readonly app: TestApp["app"],
    /** APP_URL: where the pages come from, so the Origin a browser sends. */
    private readonly baseUrl: string,
    /** The TCP peer address the server sees, as @hono/node-server would hand it over. */
    readonly address: string,
  ) {
    this.origin = baseUrl;
  }

  /** Same cookies and address, another Origin (or none): the cross-site attacker's page. */
  withOrigin(origin: string | null): Device {
    const other = new Device(this.app, this.baseUrl, this.address);
    other.origin = origin;
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
    return other;
  }

  get(path: string, options: Omit<RequestOptions, "body" | "rawBody"> = {}) {
    return this.request("GET", path, options);
  }

  post(path: string, body?: unknown, options: Omit<RequestOptions, "body"> = {}) {
    return this.request("POST", path, { ...options, body });
  }

  /** Whether this browser holds a valid session (GET /api/contas/sessao answers null otherwise). */
  async isSignedIn(): Promise<boolean> {
    const response = await this.get("/api/contas/sessao");
    if (response.status !== 200) throw new Error(`/api/contas/sessao respondeu ${response.status}`);
    return (await response.json()) !== null;
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    // Browsers send Origin on every non-GET fetch, never on a plain navigation GET.
    if (method !== "GET" && this.origin && !headers.has("origin")) headers.set("origin", this.origin);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");

    const url = path.startsWith("http") ? path : `${this.baseUrl}${path}`;
    const bindings = { incoming: { socket: { remoteAddress: this.address, remoteFamily: "IPv4" } } };
    const response = await this.app.request(url, { method, headers, body, redirect: "manual" }, bindings);
    this.storeCookies(response);
    return response;
  }

  private storeCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";").map((s) => s.trim());
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attributes.some((a) => /^max-age=0$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The house error body: `{ error, code, campos? }`. */
export type ErroApi = { error: string; code: string; campos?: Record<string, string> };

/** Reads a JSON body, failing with the raw text when it is not JSON. */
export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Resposta não é JSON (${response.status}): ${text.slice(0, 200)}`);
  }
}
