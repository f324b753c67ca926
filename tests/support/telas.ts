/**
 * Pictures of a screen at the desktop and phone widths (1280 and 390 px), for a person to look at:
 * saved under test-results/telas/, never compared. The page returns to its own size afterwards.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { VIEWPORTS } from "./e2e";

const PASTA = path.resolve("test-results/telas");

export async function retratarTela(page: Page, nome: string): Promise<void> {
  mkdirSync(PASTA, { recursive: true });
  const original = page.viewportSize();
  for (const [largura, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    // From the top (a sticky bar would otherwise be drawn where the page was scrolled to), once the
    // layout has settled at the new width.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          window.scrollTo(0, 0);
          requestAnimationFrame(() => resolve(null));
        }),
    );
    await page.screenshot({ path: path.join(PASTA, `${nome}-${largura}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
