/**
 * What every journey does the way a person does it: sign in through the login screen, wait for a toast,
 * read a summary card. One definition each, for all the e2e files.
 */
import type { Page } from "playwright-core";
import type { E2eSuite } from "./e2e";

/** Signs in on /login as a person does; lands on /app/vendas, then goes to `caminho` when given. */
export async function entrarPelaTela(
  e2e: E2eSuite,
  page: Page,
  conta: { email: string; password: string },
  caminho?: string,
): Promise<void> {
  await page.goto(e2e.url("/login"));
  await page.getByLabel("E-mail").fill(conta.email);
  await page.getByLabel("Senha", { exact: true }).fill(conta.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/app/vendas");
  if (caminho) await page.goto(e2e.url(caminho));
}

/** A toast with this title (and this description, when given) is on screen. */
export async function esperarToast(page: Page, titulo: string, descricao?: string | RegExp): Promise<void> {
  const alvo = page.locator("[data-sonner-toast]").filter({ hasText: titulo });
  await (descricao ? alvo.filter({ hasText: descricao }) : alvo).first().waitFor();
}

/** The summary card named `nome` shows exactly `esperado`. */
export async function cartaoMostra(page: Page, nome: string, esperado: string): Promise<void> {
  await page.getByRole("region", { name: nome, exact: true }).getByText(esperado, { exact: true }).waitFor();
}
