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
    // Layout settles (sticky bars, grids) before the picture.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    await page.screenshot({ path: path.join(PASTA, `${nome}-${largura}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
