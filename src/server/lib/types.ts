import type { AuthSession } from "./session";

/** Hono context variables set by the middleware of app.ts. */
export interface AppEnv {
  Variables: {
    requestId: string;
    sessao: AuthSession | null;
  };
}
