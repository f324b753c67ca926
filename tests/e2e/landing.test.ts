import { describe, expect, test } from "vitest";
import { setupE2e, VIEWPORTS, type ViewportName } from "../support/e2e";

const e2e = setupE2e();

describe("página inicial", () => {
  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    test(`abre com o nome Balcão (${viewport})`, async () => {
      const page = await e2e.newPage({ viewport });
      const response = await page.goto(e2e.url("/"), { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      expect(await page.title()).toContain("Balcão");
      // The bundle ran: React rendered into #root (a broken build leaves it empty).
      await page.waitForFunction(() => (document.getElementById("root")?.childElementCount ?? 0) > 0, null, {
        timeout: 10_000,
      });
    });
  }
});
