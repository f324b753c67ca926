/**
 * Journey: sign out from the user menu, then sign back in through the landing page's dialog.
 * Spec: accounts-plans-settings.md §2 (landing login dialog, route guard, user menu), §4 (global sign-out,
 * storage keys), §8 (login dialog messages).
 */
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { setupE2e } from "../support/e2e";
import { criarConta } from "../support/factories";

const e2e = setupE2e({ deps: { rateLimit: false } });

async function entrarEmLogin(page: Page, conta: { email: string; password: string }) {
  await page.goto(e2e.url("/login"));
  await page.getByLabel("E-mail").fill(conta.email);
  await page.getByLabel("Senha", { exact: true }).fill(conta.password);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/app/vendas");
  await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
}

/** Keys of localStorage and sessionStorage that name the product. */
function chavesDoBalcao(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((storage) => Object.keys(storage))
      .filter((key) => key.toLowerCase().includes("balcao"))
      .sort(),
  );
}

async function sair(page: Page) {
  await page.getByRole("button", { name: /^Menu do usuário/ }).click();
  await page.getByRole("menuitem", { name: "Sair" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByRole("heading", { name: "Entrar", exact: true }).waitFor();
}

describe("sair e entrar", () => {
  test("Sair termina em /login, limpa o navegador e o login do diálogo da página inicial volta ao app", async () => {
    const conta = await criarConta(e2e.app().db, { nomeEstabelecimento: "Boteco da Esquina" });
    const page = await e2e.newPage();

    // A link from a partner campaign stores the modality for the session (sessionStorage)...
    await page.goto(e2e.url("/auth?modalidade=unico&whatsapp=5511988887777"));
    await page.getByRole("heading", { name: "Entrar na sua conta" }).waitFor();
    await page.getByLabel("E-mail").fill(conta.email);
    await page.getByLabel("Senha", { exact: true }).fill(conta.password);
    await page.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/app/vendas");
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    // ...and collapsing the sidebar remembers the choice (localStorage).
    await page.getByRole("button", { name: "Recolher menu lateral" }).click();
    await page.getByRole("button", { name: "Expandir menu lateral" }).waitFor();
    expect(await chavesDoBalcao(page)).toEqual(["balcao:modalidade", "balcao:sidebar", "balcao:whatsapp"]);

    await sair(page);
    expect(await chavesDoBalcao(page)).toEqual([]);
    const cookies = await page.context().cookies();
    expect(cookies.filter((cookie) => cookie.name.includes("session_token"))).toEqual([]);

    await page.goto(e2e.url("/app/vendas"));
    await page.waitForURL((url) => url.pathname === "/login");
    await page.getByRole("heading", { name: "Entrar", exact: true }).waitFor();

    // Back in through the landing page's dialog.
    // Once its scripts are in (they come after the first paint, decision 166), the link opens the dialog.
    await page.goto(e2e.url("/"), { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Já tenho uma conta" }).click();
    const dialogo = page.getByRole("dialog", { name: "Entrar no Balcão" });
    await dialogo.getByLabel("E-mail").fill(conta.email);
    await dialogo.getByLabel("Senha", { exact: true }).fill("senha-errada1");
    await dialogo.getByRole("button", { name: "Entrar", exact: true }).click();
    await dialogo.getByText("E-mail ou senha incorretos.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/");

    await dialogo.getByLabel("Senha", { exact: true }).fill(conta.password);
    await dialogo.getByRole("button", { name: "Entrar", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/app/vendas");
    await page.getByRole("heading", { level: 1, name: "PDV - Ponto de Venda" }).waitFor();
    await page.getByRole("button", { name: "Menu do usuário: Boteco da Esquina" }).waitFor();
    await dialogo.waitFor({ state: "detached" });
  });

  test("Sair em um navegador encerra também a sessão do outro", async () => {
    const conta = await criarConta(e2e.app().db);
    const computador = await e2e.newPage();
    const celular = await e2e.newPage({ viewport: "mobile" });
    await entrarEmLogin(computador, conta);
    await entrarEmLogin(celular, conta);

    await sair(computador);

    // The other browser still shows the screen it had; the next load asks the server and is sent away.
    await celular.reload();
    await celular.waitForURL((url) => url.pathname === "/login");
    await celular.getByRole("heading", { name: "Entrar", exact: true }).waitFor();
    await celular.goto(e2e.url("/app/estoque"));
    await celular.waitForURL((url) => url.pathname === "/login");
  });
});
