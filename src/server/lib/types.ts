import type { SubscriptionStatus } from "@/shared/accounts/schemas";
import type { Papel } from "@/shared/equipe/papeis";
import type { Database } from "../db/client";
import type { Env } from "./env";
import type { Mailer } from "./mail";

/**
 * The signed-in session as the session middleware reads it: better-auth's user and session, and the
 * person that user is in the staff of an establishment (`usuarioId`, the tenant).
 */
export type AuthSession = {
  userId: string;
  sessionId: string;
  email: string;
  usuarioId: string;
  papel: Papel;
  nome: string;
};

/** Hono context variables set by the middleware of app.ts. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The client's address: the socket's, or the one a trusted proxy forwarded (lib/client-ip.ts). */
    clientIp: string | null;
    sessao: AuthSession | null;
    /**
     * The access rule's answer for the signed-in person's establishment: brought by the session read
     * (decision 147) or read by requireActiveSubscription; absent when neither needed it.
     */
    acesso?: SubscriptionStatus;
  };
}

/** What the app is built from: main.ts gives the real ones, tests their own. */
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
  /** How often a live stream re-reads its session and sends a heartbeat (routes of /api/eventos). */
  intervaloEventosMs?: number;
}
