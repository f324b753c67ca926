import { z } from "zod";
import { isTrustedProxyList } from "./trusted-proxy";

const EnvSchema = z
  .object({
    /**
     * Unset is neither: no built SPA and no development pages. "development" (npm run dev) must be asked
     * for by name, because its pages show the mail outbox, password-reset links included.
     */
    NODE_ENV: z.enum(["development", "production", "test"]).optional(),
    PORT: z.coerce.number().int().positive().default(3000),
    /** PostgreSQL connection string. Without it the embedded PGlite database in DATA_DIR is used. */
    DATABASE_URL: z.string().url().optional(),
    DATA_DIR: z.string().default("./data"),
    /** smtp://user:pass@host:port. Without it, mail is written to the outbox in DATA_DIR. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default("Balcão <nao-responda@balcao.app>"),
    /** Public address of the app, used in e-mail links and origin checks. */
    APP_URL: z.string().url().optional(),
    AUTH_SECRET: z.string().min(32, "AUTH_SECRET precisa ter pelo menos 32 caracteres").optional(),
    /** Seconds that requests under way get to finish after SIGTERM/SIGINT before the process exits anyway. */
    SHUTDOWN_TIMEOUT: z.coerce.number().positive().default(10),
    /** Reverse proxies (addresses or CIDR ranges, comma-separated) whose X-Forwarded-For is believed. */
    TRUSTED_PROXY: z
      .string()
      .refine(isTrustedProxyList, "use endereços IP ou faixas CIDR separados por vírgula")
      .optional(),
    /** Turns off the demo account created on an empty embedded database. */
    DEMO_SEED: z.enum(["auto", "off"]).default("auto"),
    /**
     * Who charges the plans: `sandbox`, served by Balcão itself (nothing is really charged), or `asaas`
     * (decision 100). The sandbox is the default so that a local run shows the whole journey.
     */
    PAYMENT_PROVIDER: z.enum(["sandbox", "asaas"]).default("sandbox"),
    /** Asaas's API key ($aact_…): the `access_token` header of every call. */
    ASAAS_API_KEY: z.string().optional(),
    /** The token configured on Asaas's webhook: it comes back in the `asaas-access-token` header. */
    ASAAS_WEBHOOK_TOKEN: z.string().min(16, "use pelo menos 16 caracteres").optional(),
    /** Asaas's test environment (api-sandbox.asaas.com) or the real one (api.asaas.com). */
    ASAAS_ENV: z.enum(["sandbox", "production"]).default("sandbox"),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER !== "asaas") return;
    for (const name of ["ASAAS_API_KEY", "ASAAS_WEBHOOK_TOKEN"] as const) {
      if (!env[name])
        ctx.addIssue({ code: "custom", path: [name], message: "obrigatório quando PAYMENT_PROVIDER=asaas" });
    }
  });

export type Env = z.infer<typeof EnvSchema>;

/** Parses the environment once. Values are trimmed and empty strings count as unset. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source)
      .map(([k, v]) => [k, v?.trim()])
      .filter(([, v]) => v !== undefined && v !== ""),
  );
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export function appUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}

/**
 * Origins whose pages may call the API. Without APP_URL the app runs on this machine, reachable both as
 * localhost and as 127.0.0.1; with APP_URL only that address is the app.
 */
export function allowedOrigins(env: Env): string[] {
  if (env.APP_URL) return [new URL(env.APP_URL).origin];
  return [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
}

/** The development pages (/dev/emails, the mail outbox) exist only in explicit development mode. */
export function hasDevPages(env: Env): boolean {
  return env.NODE_ENV === "development";
}
