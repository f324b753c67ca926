import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { secureHeaders } from "hono/secure-headers";
import { MENSAGEM_CARACTERE_INVALIDO } from "@/shared/fields";
import { apiRoutes } from "./api";
import { type Auth, createAuth } from "./lib/auth";
import { authHandler } from "./lib/auth-handler";
import { clientAddress } from "./lib/client-ip";
import { CONTENT_SECURITY_POLICY } from "./lib/content-security-policy";
import { isTextoInvalido } from "./lib/db-errors";
import { allowedOrigins, appUrl, hasDevPages } from "./lib/env";
import { DomainError, EntradaInvalida } from "./lib/errors";
import { type CentralDeEventos, criarCentralDeEventos } from "./lib/events";
import { jsonComTamanho } from "./lib/json-com-tamanho";
import { leiturasDaTela } from "./lib/leituras-da-tela";
import { safePath } from "./lib/log-fields";
import { logger } from "./lib/logger";
import { requireSameOrigin } from "./lib/origin";
import { sessionMiddleware } from "./lib/session";
import { serveWebApp } from "./lib/static";
import type { AppDeps, AppEnv } from "./lib/types";
import { concluirRedefinicaoSenha } from "./modules/accounts/accounts.service";
import { requireActiveSubscription } from "./modules/billing/acesso";
import type { ProvedorPagamento } from "./modules/billing/billing.provider";
import { webhookRoutes } from "./modules/billing/billing.routes";
import { criarProvedorPagamento } from "./modules/billing/providers/criar-provedor";
import { devRoutes } from "./modules/dev/dev.routes";
import { obterPessoaPorId } from "./modules/equipe/equipe.queries";
import { requirePermission } from "./modules/equipe/permissoes";
import { prepararLeituraDaSessao } from "./modules/equipe/sessao.queries";

/**
 * Below this many bytes an API answer goes uncompressed (decision 149, measured by `npm run bench:gzip`): gzip
 * cost ~0.3 ms of server CPU per answer whatever its size, about twice the plain answer's, to save at most
 * ~1 ms on a bar's connection; a body this small goes out in TCP's first flight anyway. Lists, reports
 * and exports are larger and stay compressed.
 */
export const LIMIAR_GZIP = 8 * 1024;

export interface AppOptions {
  /** The payment provider; absent, PAYMENT_PROVIDER chooses it (tests point Asaas at a local server). */
  provedorPagamento?: ProvedorPagamento;
}

export function createApp(
  deps: AppDeps,
  options: AppOptions = {},
): { app: Hono<AppEnv>; auth: Auth; provedor: ProvedorPagamento; eventos: CentralDeEventos } {
  const auth = createAuth(deps, {
    aoRedefinirSenha: (usuarioId) => concluirRedefinicaoSenha(deps.db, { usuarioId }),
    podeEntrar: async (usuarioId) => (await obterPessoaPorId(deps.db, { id: usuarioId }))?.ativo === true,
  });
  const app = new Hono<AppEnv>();
  // The live screens' listener (decision 127); whoever runs the app ends it when stopping.
  const eventos = criarCentralDeEventos(deps.db);
  // The sandbox provider delivers its events through this very app, as a request to the webhook route
  // (decision 103): the same token check, parsing and processing as a real provider's call.
  const webhook = `${appUrl(deps.env)}/api/webhooks/pagamentos`;
  const provedor =
    options.provedorPagamento ??
    criarProvedorPagamento(deps, async (corpo, headers) => {
      const init = { method: "POST", headers: { ...headers, "content-type": "application/json" } };
      const resposta = await app.request(webhook, { ...init, body: JSON.stringify(corpo) });
      return resposta.status;
    });

  app.use("*", requestId());
  app.use("*", clientAddress(deps.env));
  app.use(
    "*",
    secureHeaders({
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: CONTENT_SECURITY_POLICY,
      // The same as frame-ancestors 'none', for browsers that only know this header.
      xFrameOptions: "DENY",
    }),
  );
  // JSON answers carry their length, so compress() leaves the API's under LIMIAR_GZIP alone (decision
  // 149); the web app's files keep compress()'s own 1 KB threshold.
  const comprimirApi = compress({ threshold: LIMIAR_GZIP });
  const comprimirArquivos = compress();
  app.use("*", (c, next) =>
    c.req.path.startsWith("/api/") ? comprimirApi(c, next) : comprimirArquivos(c, next),
  );
  app.use("*", jsonComTamanho);

  app.onError((thrown, c) => {
    // Text PostgreSQL cannot store (U+0000, bad UTF-8) that slipped past a schema: bad input, not a crash.
    const error = isTextoInvalido(thrown) ? new EntradaInvalida({ _: MENSAGEM_CARACTERE_INVALIDO }) : thrown;
    if (error instanceof DomainError) {
      const { message, code, campos, extras } = error;
      return c.json({ ...extras, error: message, code, ...(campos ? { campos } : {}) }, error.status);
    }
    const id = c.get("requestId");
    logger.error("Erro inesperado", { requestId: id, path: safePath(c.req.path), error });
    return c.json({ error: "Erro interno. Tente novamente.", code: "ErroInterno", requestId: id }, 500);
  });

  // Ahead of the same-origin guard and the session: a provider sends neither; its token is checked instead.
  app.route("/api/webhooks", webhookRoutes(deps, provedor));
  app.use("/api/*", requireSameOrigin(allowedOrigins(deps.env)));
  app.on(["GET", "POST"], "/api/auth/*", authHandler(auth, deps));
  app.use(
    "/api/*",
    sessionMiddleware(auth, {
      lerPessoa: (id) => obterPessoaPorId(deps.db, { id }),
      lerSessao: prepararLeituraDaSessao(deps.db),
      agora: () => deps.now?.() ?? new Date(),
    }),
  );
  app.use("/api/*", requirePermission);
  app.use("/api/*", requireActiveSubscription(deps));
  // After the plan check, so that a write's reads pass it again as their own requests (decision 170).
  app.use(
    "/api/*",
    leiturasDaTela((caminho, init, env) => app.request(caminho, init, env)),
  );
  app.route("/api", apiRoutes(deps, auth, provedor, eventos));
  app.all("/api/*", (c) => c.json({ error: "Rota não encontrada", code: "NaoEncontrado" }, 404));

  if (hasDevPages(deps.env)) app.route("/dev", devRoutes(deps));
  if (deps.webDir) serveWebApp(app, deps.webDir);

  return { app, auth, provedor, eventos };
}
