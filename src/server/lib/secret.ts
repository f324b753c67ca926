import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "./env";

/**
 * The secret that signs session cookies. On the embedded database one is generated once and kept in
 * DATA_DIR, so sessions survive restarts; a production database must be given AUTH_SECRET explicitly.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (env.DATABASE_URL) {
    throw new Error(
      "AUTH_SECRET é obrigatório quando DATABASE_URL está definido. Gere um com: openssl rand -base64 48",
    );
  }
  const file = path.resolve(env.DATA_DIR, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
