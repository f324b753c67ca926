/**
 * Browser-storage keys removed at sign-out (spec §4): those that start with "sb-" or carry the
 * product's name. Pure so it can be tested without a browser.
 */
export function chavesDaSessao(keys: readonly string[]): string[] {
  return keys.filter((key) => key.startsWith("sb-") || key.toLowerCase().includes("balcao"));
}
