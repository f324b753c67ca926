import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { describe, expect, test } from "vitest";
import { serveWebApp } from "./static";
import type { AppEnv } from "./types";

function builtSpa() {
  const dir = mkdtempSync(path.join(tmpdir(), "balcao-web-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, ".vite"));
  writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>Balcão</title>");
  writeFileSync(path.join(dir, "assets", "index-abc123.js"), `console.log("${"x".repeat(4000)}")`);
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, ".vite", "manifest.json"), "{}");
  const app = new Hono<AppEnv>();
  app.use("*", compress());
  app.get("/api/ping", (c) => c.json({ ok: true }));
  serveWebApp(app, dir);
  return app;
}

describe("serving the built SPA", () => {
  const app = builtSpa();

  test("hashed assets are cached for a year, compressed when the browser accepts it", async () => {
    const response = await app.request("/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
  });

  test("other files and the page itself are revalidated", async () => {
    expect((await app.request("/favicon.svg")).headers.get("cache-control")).toBe("no-cache");
    const page = await app.request("/");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toContain("<title>Balcão</title>");
  });

  test("client-side routes get index.html; API routes are left alone", async () => {
    const deep = await app.request("/app/vendas");
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain("<title>Balcão</title>");
    expect(await (await app.request("/api/ping")).json()).toEqual({ ok: true });
  });

  test("without a prerendered landing, / gets the shell like any other route", async () => {
    expect(await (await app.request("/")).text()).toBe("<!doctype html><title>Balcão</title>");
  });

  test("build metadata in dot-folders is not served", async () => {
    const response = await app.request("/.vite/manifest.json");
    expect(response.status).toBe(404);
  });

  test("a missing asset is a 404, not the page", async () => {
    expect((await app.request("/assets/missing-000.js")).status).toBe(404);
  });
});

describe("serving the prerendered landing", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "balcao-web-"));
  mkdirSync(path.join(dir, ".prerender"));
  writeFileSync(path.join(dir, "index.html"), '<div id="root"></div>');
  writeFileSync(path.join(dir, ".prerender", "index.html"), '<div id="root"><h1>Balcão</h1></div>');
  const app = new Hono<AppEnv>();
  serveWebApp(app, dir);

  test("/ gets the landing's HTML, revalidated like the page", async () => {
    const page = await app.request("/");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toBe('<div id="root"><h1>Balcão</h1></div>');
  });

  test("every other route still gets the empty shell, and the file itself is not served", async () => {
    expect(await (await app.request("/planos")).text()).toBe('<div id="root"></div>');
    expect(await (await app.request("/app/vendas")).text()).toBe('<div id="root"></div>');
    expect((await app.request("/.prerender/index.html")).status).toBe(404);
  });
});
