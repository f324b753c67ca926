import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The header better-auth reads the client address from. We set it ourselves from the TCP socket and
 * drop any value the client sent: a header a client controls must never choose its rate-limit bucket.
 */
export const CLIENT_IP_HEADER = "x-balcao-client-ip";

/** The peer address of the connection; null when there is no socket (e.g. `app.request` in scripts). */
export function clientIp(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** The request's headers with the trusted client-address header, for calls into better-auth. */
export function headersWithClientIp(c: Context): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(CLIENT_IP_HEADER);
  const ip = clientIp(c);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}
