import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import { SENHA_MAXIMO, SENHA_MINIMO } from "@/shared/accounts/senha";
import { authAccounts, authRateLimits, authSessions, authUsers, authVerifications } from "../db/schema";
import { AUTH_BASE_PATH, linkDefinirSenha } from "./auth-routes";
import { CLIENT_IP_HEADER } from "./client-ip";
import { allowedOrigins, appUrl } from "./env";
import { logger } from "./logger";
import { resetPasswordEmail } from "./mail-templates";
import { createRateLimitStore } from "./rate-limit";
import type { AppDeps } from "./types";

/** Stricter than the default, per client address. Sign-up's rule lives with its route. */
export const AUTH_RATE_LIMITS = {
  "/sign-in/email": { window: 60, max: 10 },
  "/request-password-reset": { window: 300, max: 5 },
  "/reset-password": { window: 300, max: 10 },
};

/** What the accounts module does when better-auth's own flows change an account. */
export interface AuthHooks {
  /** A password was reset through the e-mail link. */
  aoRedefinirSenha(usuarioId: string): Promise<void>;
  /** Whether this login may get a session: a person of some establishment, not disabled. */
  podeEntrar(usuarioId: string): Promise<boolean>;
}

export function createAuth(deps: AppDeps, hooks: AuthHooks) {
  const baseURL = appUrl(deps.env);
  return betterAuth({
    appName: "Balcão",
    baseURL,
    basePath: AUTH_BASE_PATH,
    secret: deps.authSecret,
    trustedOrigins: allowedOrigins(deps.env),
    database: drizzleAdapter(deps.db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: SENHA_MINIMO,
      maxPasswordLength: SENHA_MAXIMO,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        // Our own link (the edge rewrites its callbackURL to this screen anyway): better-auth checks the
        // token and then redirects to the SPA screen with ?token=... (or ?error=INVALID_TOKEN).
        const url = linkDefinirSenha(baseURL, token);
        await deps.mailer.send({
          to: user.email,
          ...resetPasswordEmail({ url, nomeEstabelecimento: user.name }),
        });
      },
      async onPasswordReset({ user }) {
        await hooks.aoRedefinirSenha(user.id);
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      session: {
        create: {
          // A disabled person's right password makes no session: 403 ACESSO_DESATIVADO, said in pt-BR by
          // the auth handler.
          before: async (sessao) => {
            if (!(await hooks.podeEntrar(sessao.userId))) {
              throw new APIError("FORBIDDEN", { code: "ACESSO_DESATIVADO", message: "Acesso desativado" });
            }
          },
        },
      },
    },
    rateLimit: {
      enabled: deps.rateLimit ?? true,
      window: 60,
      max: 100,
      customStorage: createRateLimitStore(deps.db),
      customRules: AUTH_RATE_LIMITS,
    },
    advanced: {
      cookiePrefix: "balcao",
      useSecureCookies: baseURL.startsWith("https://") || deps.env.NODE_ENV === "production",
      // Explicit, because better-auth turns origin checks off by itself when NODE_ENV is "test".
      disableCSRFCheck: false,
      disableOriginCheck: false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    logger: {
      // Not "warn"/"error": at those levels better-auth also prints every 4xx answer (a wrong password,
      // a weak one) to console.error, bypassing `log`. The filter below keeps warnings and errors.
      level: "info",
      log: (level, message, ...args) => {
        const fields = args.length > 0 ? { detalhes: args } : {};
        if (level === "error") logger.error(`[auth] ${message}`, fields);
        else if (level === "warn") logger.warn(`[auth] ${message}`, fields);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
