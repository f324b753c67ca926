/**
 * Keys with chosen timestamps, for the barcode helper's journeys. The helper tells a scanner from a
 * person only by the gaps between `KeyboardEvent.timeStamp`s (wedge-scanner.ts), so keys typed in real
 * time make a journey depend on how busy the machine is. Chromium's DevTools protocol takes the time of
 * each key event: the keys stay real ones (trusted, typed into the focused field, an Enter that nobody
 * stops still clicks the focused button) and their gaps are exactly the ones asked for.
 */
import type { Page } from "playwright-core";

/**
 * The keys are stamped a minute ahead of the page's clock, so the helper's 100 ms silence timer (set
 * against performance.now()) cannot end a code in the middle of a burst, however slow the machine: a
 * burst that took a minute would have failed on the test's own timeout first.
 */
const ADIANTAMENTO_MS = 60_000;

type Tecla = { key: string; code: string; windowsVirtualKeyCode: number; text: string };

const ENTER: Tecla = { key: "Enter", code: "Enter", windowsVirtualKeyCode: 13, text: "\r" };

function tecla(caractere: string): Tecla {
  if (/^[0-9]$/.test(caractere)) {
    return {
      key: caractere,
      code: `Digit${caractere}`,
      windowsVirtualKeyCode: caractere.charCodeAt(0),
      text: caractere,
    };
  }
  if (/^[a-z]$/i.test(caractere)) {
    const maiuscula = caractere.toUpperCase();
    return {
      key: caractere,
      code: `Key${maiuscula}`,
      windowsVirtualKeyCode: maiuscula.charCodeAt(0),
      text: caractere,
    };
  }
  throw new Error(`Tecla sem descrição para o teste: ${JSON.stringify(caractere)}`);
}

/**
 * Types `texto` into whatever has the focus, one key every `intervaloMs` by the page's clock, then
 * Enter `intervaloMs` later: 5 ms is a keyboard-wedge scanner, 90 ms a person.
 */
export async function digitarComIntervalo(page: Page, texto: string, intervaloMs: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const agora = await page.evaluate(() => performance.timeOrigin + performance.now());
    const teclas = [...[...texto].map(tecla), ENTER];
    for (const [i, { text, ...t }] of teclas.entries()) {
      // The protocol's timestamp is in seconds since the epoch.
      const timestamp = (agora + ADIANTAMENTO_MS + i * intervaloMs) / 1000;
      await cdp.send("Input.dispatchKeyEvent", {
        type: "keyDown",
        ...t,
        text,
        unmodifiedText: text,
        timestamp,
      });
      await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", ...t, timestamp });
    }
  } finally {
    await cdp.detach();
  }
}
