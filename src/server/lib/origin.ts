import type { MiddlewareHandler } from "hono";
import { OrigemNaoPermitida } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF guard for every state-changing /api request: the Origin header must be the app's own. Browsers
 * always send it on a fetch POST, so a request without it did not come from our pages. better-auth runs
 * its own origin check behind this one; ours also covers the routes outside /api/auth.
 */
export function requireSameOrigin(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!allowed.has(c.req.header("origin") ?? "")) throw new OrigemNaoPermitida();
    return next();
  };
}
