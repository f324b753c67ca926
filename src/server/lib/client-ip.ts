import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import type { Env } from "./env";
import { forwardedClientIp, parseTrustedProxies } from "./trusted-proxy";
import type { AppEnv } from "./types";

/**
 * The header better-auth reads the client address from. We set it ourselves and drop any value the
 * client sent: a header a client controls must never choose its rate-limit bucket.
 */
export const CLIENT_IP_HEADER = "x-balcao-client-ip";

/** Works out each request's client address once, for the rate limits and better-auth's sessions. */
export function clientAddress(env: Pick<Env, "TRUSTED_PROXY">): MiddlewareHandler<AppEnv> {
  const trusted = env.TRUSTED_PROXY ? parseTrustedProxies(env.TRUSTED_PROXY) : null;
  return async (c, next) => {
    const peer = socketAddress(c);
    c.set("clientIp", peer && forwardedClientIp(peer, c.req.header("x-forwarded-for"), trusted));
    await next();
  };
}

/** The peer address of the connection; null when there is no socket (e.g. `app.request` in scripts). */
function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

export function clientIp(c: Context<AppEnv>): string | null {
  return c.get("clientIp") ?? null;
}

/** The request's headers with the trusted client-address header, for calls into better-auth. */
export function headersWithClientIp(c: Context<AppEnv>): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}
