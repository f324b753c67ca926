import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./types";

/**
 * Serves the built SPA: hashed files under /assets are cached for a year, everything else is
 * revalidated, and any other GET that is not an API route gets index.html (client-side routing).
 */
export function serveWebApp(app: Hono<AppEnv>, webDir: string) {
  const indexPath = path.join(webDir, "index.html");
  if (!existsSync(indexPath)) {
    throw new Error(`Build do app não encontrado em ${webDir}. Rode "npm run build".`);
  }
  const indexHtml = readFileSync(indexPath, "utf8");
  const root = path.relative(process.cwd(), webDir);

  app.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "no-cache");
      },
    }),
  );
  app.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml);
  });
}
