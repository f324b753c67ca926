import { randomUUID } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client";
import { authRateLimits } from "../db/schema";
import { clientIp } from "./client-ip";
import { MuitasTentativas } from "./errors";
import type { AppEnv } from "./types";

export interface RateLimitRule {
  /** Seconds. */
  window: number;
  max: number;
}

export interface RateLimitStore {
  consume(key: string, rule: RateLimitRule): Promise<{ allowed: boolean; retryAfter: number | null }>;
  /** Gives back one counted request that turned out not to matter (it never reached the check). */
  refund(key: string): Promise<void>;
  /** Forgets the key's count. */
  reset(key: string): Promise<void>;
}

const PRUNE_EVERY_MS = 60_000;
/** Rows idle for longer than the longest window we use are useless; an hour is comfortably above it. */
const KEEP_ROWS_MS = 60 * 60 * 1000;

/**
 * Rate-limit counters in `auth_rate_limits`, shared by better-auth (as its custom storage) and by our
 * own routes. One upsert decides and counts, so concurrent requests cannot all slip through a stale
 * read; it works the same on PGlite and PostgreSQL, and survives restarts. The window restarts from the
 * last allowed request (better-auth's semantics); refused requests do not extend it.
 */
export function createRateLimitStore(db: Database): RateLimitStore {
  let lastPrune = 0;
  return {
    async consume(key, rule) {
      const now = Date.now();
      const windowStart = now - rule.window * 1000;
      const t = authRateLimits;
      const expired = sql`${t.lastRequest} <= ${windowStart}`;
      const [row] = await db
        .insert(t)
        .values({ id: randomUUID(), key, count: 1, lastRequest: now })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${expired} then 1 else least(${t.count} + 1, ${rule.max + 1}) end`,
            lastRequest: sql`case when ${expired} or ${t.count} < ${rule.max} then ${now} else ${t.lastRequest} end`,
          },
        })
        .returning({ count: t.count, lastRequest: t.lastRequest });

      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        await db.delete(t).where(lt(t.lastRequest, now - KEEP_ROWS_MS));
      }

      if (!row || row.count <= rule.max) return { allowed: true, retryAfter: null };
      const retryAfter = Math.max(1, Math.ceil((Number(row.lastRequest) + rule.window * 1000 - now) / 1000));
      return { allowed: false, retryAfter };
    },
    async refund(key) {
      const t = authRateLimits;
      await db
        .update(t)
        .set({ count: sql`greatest(${t.count} - 1, 0)` })
        .where(eq(t.key, key));
    },
    async reset(key) {
      await db.delete(authRateLimits).where(eq(authRateLimits.key, key));
    },
  };
}

/**
 * Rate limit for a route of ours, keyed like better-auth's (client address + path), so the same
 * address hammering sign-up is throttled exactly like one hammering sign-in.
 */
export function rateLimit(
  store: RateLimitStore,
  rule: RateLimitRule,
  enabled = true,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!enabled) return next();
    const key = `${clientIp(c) ?? "sem-ip"}|${c.req.path}`;
    const { allowed, retryAfter } = await store.consume(key, rule);
    if (!allowed) {
      c.header("Retry-After", String(retryAfter ?? rule.window));
      throw new MuitasTentativas();
    }
    return next();
  };
}
