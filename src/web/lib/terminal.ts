import { useSyncExternalStore } from "react";
import { TERMINAL_PADRAO } from "@/shared/caixa/terminal";

/**
 * The till this device works as (decision 160): chosen on the device and kept in its localStorage, sent
 * with every sale, payment and cancellation so the server finds the till's open caixa. It belongs to the
 * device, not to the person: the key has no "balcao" in it, so signing out (which clears the app's own
 * keys) keeps it for whoever signs in next on the same till.
 */
const CHAVE = "caixa:terminal";
const EVENTO = "caixa:terminal";

export function lerTerminal(): string {
  try {
    return window.localStorage.getItem(CHAVE)?.trim() || TERMINAL_PADRAO;
  } catch {
    return TERMINAL_PADRAO;
  }
}

export function salvarTerminal(nome: string): void {
  try {
    window.localStorage.setItem(CHAVE, nome.trim());
  } catch {
    // Without storage the name lasts until the page is reloaded (the event still tells the screens).
  }
  window.dispatchEvent(new Event(EVENTO));
}

function assinar(aoMudar: () => void) {
  // This tab's changes come by the event; another tab's by "storage".
  window.addEventListener(EVENTO, aoMudar);
  window.addEventListener("storage", aoMudar);
  return () => {
    window.removeEventListener(EVENTO, aoMudar);
    window.removeEventListener("storage", aoMudar);
  };
}

/** The device's till, following changes made on this or another tab. */
export function useTerminal(): string {
  return useSyncExternalStore(assinar, lerTerminal, () => TERMINAL_PADRAO);
}
