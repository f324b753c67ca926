import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import type { Database } from "./db/client";
import { type Auth, createAuth } from "./lib/auth";
import { authHandler } from "./lib/auth-handler";
import { CONTENT_SECURITY_POLICY } from "./lib/content-security-policy";
import { allowedOrigins, type Env } from "./lib/env";
import { DomainError } from "./lib/errors";
import { logger } from "./lib/logger";
import type { Mailer } from "./lib/mail";
import { requireSameOrigin } from "./lib/origin";
import { sessionMiddleware } from "./lib/session";
import { serveWebApp } from "./lib/static";
import type { AppEnv } from "./lib/types";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { devRoutes } from "./modules/dev/dev.routes";
import { comandasRoutes, mesasRoutes, pdvRoutes, vendasRoutes } from "./modules/pos/pos.routes";
import { reportsRoutes } from "./modules/reports/reports.routes";
import { stockRoutes } from "./modules/stock/stock.routes";

export interface AppDeps {
  db: Database;
  env: Env;
  mailer: Mailer;
  authSecret: string;
  /** Built SPA to serve (production); absent in development, where Vite serves it. */
  webDir?: string;
  /** Rate limits on sign-in, sign-up and reset. On unless a test turns them off explicitly. */
  rateLimit?: boolean;
  /** The clock of date-dependent answers (reports' "today"); tests stand at a fixed moment. */
  now?: () => Date;
}

export function createApp(deps: AppDeps): { app: Hono<AppEnv>; auth: Auth } {
  const auth = createAuth(deps);
  const app = new Hono<AppEnv>();

  app.use("*", requestId());
  app.use(
    "*",
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      // The same as frame-ancestors 'none', for browsers that only know this header.
      xFrameOptions: "DENY",
    }),
  );
  app.use("*", compress());

  app.onError((error, c) => {
    if (error instanceof DomainError) {
      const campos = "campos" in error ? error.campos : undefined;
      return c.json({ error: error.message, code: error.code, ...(campos ? { campos } : {}) }, error.status);
    }
    const id = c.get("requestId");
    logger.error("Erro inesperado", {
      requestId: id,
      path: c.req.path,
      error: String(error?.stack ?? error),
    });
    return c.json({ error: "Erro interno. Tente novamente.", code: "ErroInterno", requestId: id }, 500);
  });

  app.use("/api/*", requireSameOrigin(allowedOrigins(deps.env)));
  app.on(["GET", "POST"], "/api/auth/*", authHandler(auth));
  app.use("/api/*", sessionMiddleware(auth));
  app.route("/api/contas", accountsRoutes(deps, auth));
  app.route("/api/produtos", catalogRoutes(deps));
  app.route("/api/movimentacoes", stockRoutes(deps));
  app.route("/api/vendas", vendasRoutes(deps));
  app.route("/api/pdv", pdvRoutes(deps));
  app.route("/api/mesas", mesasRoutes(deps));
  app.route("/api/comandas", comandasRoutes(deps));
  app.route("/api/relatorios", reportsRoutes(deps));
  app.all("/api/*", (c) => c.json({ error: "Rota não encontrada", code: "NaoEncontrado" }, 404));

  if (deps.env.NODE_ENV !== "production") app.route("/dev", devRoutes(deps));
  if (deps.webDir) serveWebApp(app, deps.webDir);

  return { app, auth };
}
