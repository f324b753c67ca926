/** The Estoque and Fluxo pages as the stock-room journeys use them. */
import type { Locator, Page } from "playwright-core";
import type { E2eSuite, ViewportName } from "./e2e";
import { type ContaCriada, criarConta } from "./factories";
import { entrarPelaTela } from "./paginas";

/** A new account, signed in through the login screen, on the Estoque or the Fluxo page. */
export async function contaComPagina(
  e2e: E2eSuite,
  caminho: "/app/estoque" | "/app/fluxo",
  viewport: ViewportName = "desktop",
  nomeEstabelecimento?: string,
): Promise<{ page: Page; conta: ContaCriada }> {
  const conta = await criarConta(e2e.app().db, nomeEstabelecimento ? { nomeEstabelecimento } : {});
  const page = await e2e.newPage({ viewport });
  await entrarPelaTela(e2e, page, conta, caminho);
  const titulo = caminho === "/app/estoque" ? "Estoque" : "Fluxo de Produtos";
  await page.getByRole("heading", { level: 1, name: titulo, exact: true }).waitFor();
  return { page, conta };
}

export function linhaDoProduto(page: Page, nome: string): Locator {
  return page.getByRole("table", { name: "Produtos" }).getByRole("row").filter({ hasText: nome });
}

export async function escolherNoSelect(page: Page, combobox: Locator, opcao: string): Promise<void> {
  await combobox.click();
  await page.getByRole("option", { name: opcao, exact: true }).click();
}

export async function nomesNaTabela(page: Page): Promise<string[]> {
  const linhas = page.getByRole("table", { name: "Produtos" }).locator("tbody tr");
  return (await linhas.locator("td:first-child button").allInnerTexts()).map((t) => t.trim());
}
