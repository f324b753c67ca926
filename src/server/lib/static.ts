import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./types";

/**
 * Serves the built SPA: hashed files under /assets are cached for a year (a missing one is a 404, never
 * the page, so a stale tab fails loudly instead of parsing HTML as JavaScript); build metadata in
 * dot-folders is not served; other files are revalidated; "/" gets the landing page prerendered by the
 * build (.prerender/index.html, when present) and any other GET that is not an API route gets
 * index.html, the empty shell (client-side routing).
 */
export function serveWebApp(app: Hono<AppEnv>, webDir: string) {
  const root = path.resolve(webDir);
  const indexPath = path.join(root, "index.html");
  if (!existsSync(indexPath)) {
    throw new Error(`Build do app não encontrado em ${root}. Rode "npm run build".`);
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  const landingPath = path.join(root, ".prerender", "index.html");
  const landingHtml = existsSync(landingPath) ? readFileSync(landingPath, "utf8") : indexHtml;

  app.use("/assets/*", cacheControl("public, max-age=31536000, immutable"), serveStatic({ root }));
  app.get("/assets/*", (c) => c.text("Arquivo não encontrado", 404));
  app.get("*", async (c, next) => {
    if (/(^|\/)\./.test(c.req.path)) return c.text("Arquivo não encontrado", 404);
    return next();
  });
  app.get("/", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(landingHtml);
  });
  app.use("*", cacheControl("no-cache"), serveStatic({ root }));
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}

/** Set after the file is served: serveStatic's own onFound hook runs too late to change its response. */
function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok && !c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", value);
  };
}
