import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { E2eSuite } from "./e2e";
import { esperarToast } from "./paginas";

/** The staff journeys on screen: the owner's invitation, the person's own password, signing in. */

export async function convidar(
  page: Page,
  pessoa: { nome: string; email: string },
  funcao: "Gerente" | "Caixa" | "Garçom",
) {
  await page.getByRole("button", { name: "Convidar pessoa" }).click();
  const dialogo = page.getByRole("dialog", { name: "Convidar pessoa" });
  await dialogo.getByLabel("Nome").fill(pessoa.nome);
  await dialogo.getByLabel("E-mail").fill(pessoa.email);
  await dialogo.getByRole("radio", { name: new RegExp(`^${funcao}`) }).check();
  await dialogo.getByRole("button", { name: "Enviar convite" }).click();
  await esperarToast(page, "Convite enviado", pessoa.email);
  await dialogo.waitFor({ state: "detached" });
}

/** On the person's own device: the outbox's invitation → "Criar minha senha" → the password → /login. */
export async function criarSenhaPeloConvite(
  e2e: E2eSuite,
  page: Page,
  pessoa: { email: string; senha: string },
  estabelecimento: string,
) {
  const assunto = `Convite para a equipe de ${estabelecimento} no Balcão`;
  const convite = page
    .getByRole("listitem")
    .filter({ hasText: pessoa.email })
    .filter({ hasText: assunto })
    .getByRole("link");
  await expect
    .poll(async () => {
      await page.goto(e2e.url("/dev/emails"));
      return convite.count();
    })
    .toBe(1);
  await convite.click();
  const mensagem = page.getByTitle(assunto).contentFrame();
  await mensagem.getByRole("link", { name: "Criar minha senha" }).click();
  await page.waitForURL((url) => url.pathname === "/reset-password");
  await page.getByLabel("Nova senha", { exact: true }).fill(pessoa.senha);
  await page.getByLabel("Confirmar nova senha", { exact: true }).fill(pessoa.senha);
  await page.getByRole("button", { name: "Redefinir senha" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
}

/** Signs in on /login and waits for the role's own screen. */
export async function entrarNaTela(page: Page, pessoa: { email: string; senha: string }, tela: string) {
  await page.getByLabel("E-mail").fill(pessoa.email);
  await page.getByLabel("Senha", { exact: true }).fill(pessoa.senha);
  await page.getByRole("button", { name: "Entrar", exact: true }).click();
  await page.waitForURL((url) => url.pathname === tela);
}
