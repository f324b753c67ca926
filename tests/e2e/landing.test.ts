import { describe, expect, test } from "vitest";
import { setupE2e, VIEWPORTS, type ViewportName } from "../support/e2e";

const e2e = setupE2e();
const MANCHETE = "O controle do seu bar, cervejaria ou restaurante em um só lugar";

describe("página inicial", () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    test(`abre com o nome Balcão e responde aos cliques (${viewport})`, async () => {
      const page = await e2e.newPage({ viewport });
      const response = await page.goto(e2e.url("/"), { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      expect(await page.title()).toContain("Balcão");
      // The HTML arrives rendered; the click only works once React has hydrated it (a hydration
      // mismatch would be a console.error and fail the test).
      await page.getByRole("link", { name: "Entrar", exact: true }).first().click();
      await page.getByRole("heading", { name: "Entrar no Balcão" }).waitFor({ timeout: 10_000 });
    });
  }

  test("o HTML de / já traz a manchete, antes de qualquer script", async () => {
    const html = await (await fetch(e2e.url("/"))).text();
    expect(html).toContain('id="hero-titulo"');
    expect(html.replace(/<[^>]+>/g, "")).toContain(MANCHETE);
    // Scripts only from files (the Content-Security-Policy forbids inline ones).
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    // Nothing but the stylesheet is fetched before the first paint: one small script that loads the
    // app after it, and no preloads (decision 166).
    expect([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])).toEqual([
      expect.stringMatching(/^\/assets\/depois-da-pintura-[\w-]+\.js$/),
    ]);
    expect(html).not.toContain("modulepreload");

    const context = await e2e.browser().newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(e2e.url("/"));
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(MANCHETE);
      // Before the scripts, signing in is a plain link to the sign-in page.
      await page.getByRole("link", { name: "Já tenho uma conta" }).click();
      await page.waitForURL((url) => url.pathname === "/login");
    } finally {
      await context.close();
    }
  });

  test("as outras rotas recebem o app vazio, que o navegador monta", async () => {
    const html = await (await fetch(e2e.url("/planos"))).text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="hero-titulo"');
    // The app's screens need the scripts to paint: they come at once, with their preloads.
    expect(html).toContain("modulepreload");
  });
});
